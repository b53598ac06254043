declare void @f(target("spirv.Type", 0, 0))
