declare void @f(ptr byval(target("spirv.Event")))
