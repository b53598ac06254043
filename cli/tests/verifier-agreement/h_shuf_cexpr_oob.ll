@g = global i32 0
@a = global <2 x ptr> shufflevector (<2 x ptr> <ptr @g, ptr null>, <2 x ptr> poison, <2 x i32> <i32 4, i32 0>)
