@g = global [4 x i32] zeroinitializer
@p = global ptr getelementptr nusw nuw (i8, ptr @g, i64 4)
