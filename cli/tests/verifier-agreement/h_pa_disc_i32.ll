@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0, i32 5)
