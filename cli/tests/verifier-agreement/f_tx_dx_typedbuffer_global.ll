@g = external global target("dx.TypedBuffer", i32, 0, 0, 0)
