%0 = type { i32 }
@g = external global %0
