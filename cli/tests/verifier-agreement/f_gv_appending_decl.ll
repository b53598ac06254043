@g = appending global [1 x i32]
