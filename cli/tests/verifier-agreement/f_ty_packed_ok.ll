@g = global <{ i8, i32 }> <{ i8 1, i32 2 }>
