@g = global [4 x i32] zeroinitializer
@p = global i64 ptrtoaddr (ptr @g to i64)
