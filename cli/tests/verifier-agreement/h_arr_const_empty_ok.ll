@a = global [0 x i32] []
