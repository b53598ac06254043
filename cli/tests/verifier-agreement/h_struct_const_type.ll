@a = global {i32, i8} {i32 1, i16 2}
