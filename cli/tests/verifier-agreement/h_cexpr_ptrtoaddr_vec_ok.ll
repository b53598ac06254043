@g = global i32 0
@a = global <2 x i64> ptrtoaddr (<2 x ptr> <ptr @g, ptr null> to <2 x i64>)
