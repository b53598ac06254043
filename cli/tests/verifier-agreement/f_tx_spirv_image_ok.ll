declare void @f(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0))
