@g = global {i32, i32} zeroinitializer
@a = global <2 x ptr> getelementptr ({i32, i32}, ptr @g, i64 0, <2 x i32> <i32 0, i32 1>)
