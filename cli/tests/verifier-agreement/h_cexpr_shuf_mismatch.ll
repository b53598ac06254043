@a = global <2 x i32> shufflevector (<2 x i32> zeroinitializer, <4 x i32> poison, <2 x i32> zeroinitializer)
