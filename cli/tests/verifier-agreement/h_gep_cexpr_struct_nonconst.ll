@g = global {i32, i32} zeroinitializer
@h = global i64 0
@a = global ptr getelementptr ({i32, i32}, ptr @g, i64 0, i64 ptrtoint (ptr @h to i64))
