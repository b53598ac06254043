@g = global [4 x i32] zeroinitializer
@p = global i32 trunc (i64 ptrtoint (ptr @g to i64) to i32)
