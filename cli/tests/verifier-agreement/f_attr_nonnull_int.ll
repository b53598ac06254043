declare void @f(i32 nonnull)
