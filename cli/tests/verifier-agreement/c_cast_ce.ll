@g = global i32 0
@h = global i8 trunc (i64 ptrtoint (ptr @g to i64) to i128)
