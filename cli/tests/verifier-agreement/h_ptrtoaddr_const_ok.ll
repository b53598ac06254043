@g = global i32 0
@a = global i64 ptrtoaddr (ptr @g to i64)
