@g = global [2 x i32] zeroinitializer
@p = global ptr ptrauth (ptr @g, i32 0, i64 1, ptr null, ptr getelementptr (i8, ptr @g, i64 4))
