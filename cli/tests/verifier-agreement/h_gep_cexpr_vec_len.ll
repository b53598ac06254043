@g = global [4 x i32] zeroinitializer
@a = global <2 x ptr> getelementptr (i32, <2 x ptr> <ptr @g, ptr @g>, <4 x i64> zeroinitializer)
