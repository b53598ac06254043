@g = available_externally global [2 x i32] zeroinitializer
@a = available_externally alias i32, getelementptr (i8, ptr @g, i64 4)
