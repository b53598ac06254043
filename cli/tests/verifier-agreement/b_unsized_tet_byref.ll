declare void @f(ptr byref(target("spirv.Event")))
