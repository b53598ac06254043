declare range(i8 3, 3) i8 @f()
