@g = global [4 x i32] zeroinitializer
@p = global i64 zext (i32 ptrtoint (ptr @g to i32) to i64)
