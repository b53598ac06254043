@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 0, i64 5, i64 0)
