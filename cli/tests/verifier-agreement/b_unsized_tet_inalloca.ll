declare void @f(ptr inalloca(target("spirv.Event")))
