@a = global <2 x i32> shufflevector (<2 x i32> <i32 1, i32 2>, <2 x i32> poison, <2 x i64> zeroinitializer)
