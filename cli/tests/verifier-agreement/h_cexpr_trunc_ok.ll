@g = global i32 0
@a = global i32 trunc (i64 ptrtoint (ptr @g to i64) to i32)
