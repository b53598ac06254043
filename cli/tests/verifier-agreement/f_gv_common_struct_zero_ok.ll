@g = common global {i32, float} {i32 0, float 0.0}
