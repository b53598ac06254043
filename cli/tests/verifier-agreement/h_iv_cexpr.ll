@a = global {i32} insertvalue ({i32} {i32 1}, i32 2, 0)
