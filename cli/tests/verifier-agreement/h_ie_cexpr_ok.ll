@g = global i32 0
@a = global <2 x ptr> insertelement (<2 x ptr> zeroinitializer, ptr @g, i32 0)
