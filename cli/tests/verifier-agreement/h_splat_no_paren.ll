@a = global <4 x i32> splat i32 7
