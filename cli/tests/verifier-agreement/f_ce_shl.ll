@g = global [4 x i32] zeroinitializer
@p = global i64 shl (i64 ptrtoint (ptr @g to i64), i64 2)
