@a = global <4 x i32> splat (i64 7)
