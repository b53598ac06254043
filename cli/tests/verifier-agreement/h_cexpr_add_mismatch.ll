@g = global i32 0
@a = global i64 add (i64 ptrtoint (ptr @g to i64), i32 1)
