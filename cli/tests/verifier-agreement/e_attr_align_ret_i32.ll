declare align 8 i32 @f()
