@a = global <2 x i32> insertelement (<2 x i32> zeroinitializer, i32 1, float 0.0)
