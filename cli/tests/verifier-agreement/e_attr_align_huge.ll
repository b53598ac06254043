declare void @f(ptr align 8589934592)
