declare void @f(target("spirv.Image"))
