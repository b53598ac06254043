@g = global i32 0
@a = global <2 x i64> add (<2 x i64> <i64 ptrtoint (ptr @g to i64), i64 0>, <2 x i64> splat (i64 1))
