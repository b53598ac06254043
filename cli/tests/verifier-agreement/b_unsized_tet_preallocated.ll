declare void @f(ptr preallocated(target("spirv.Event")))
