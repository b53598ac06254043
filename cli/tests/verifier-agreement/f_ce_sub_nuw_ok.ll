@g = global [4 x i32] zeroinitializer
@p = global i64 sub nuw (i64 ptrtoint (ptr @g to i64), i64 2)
