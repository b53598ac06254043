declare void @f(ptr initializes((0, 4), (8, 4)) nonnull)
