@g = global i32 0
@a = global <2 x ptr> splat (ptr @g)
