%1 = type { i32 }
