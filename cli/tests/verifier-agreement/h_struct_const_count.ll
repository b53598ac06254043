@a = global {i32, i32} {i32 1}
