@g = global i32 0
@a = global i64 or (i64 ptrtoint (ptr @g to i64), i64 2)
