@g = global i32 0
@a = global i32 ptrtoaddr (ptr @g to i32)
