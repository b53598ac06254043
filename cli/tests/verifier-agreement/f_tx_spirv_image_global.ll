@g = external global target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0)
