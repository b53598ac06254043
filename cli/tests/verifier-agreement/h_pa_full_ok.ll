@g = global i32 0
@p = global ptr ptrauth (ptr @g, i32 2, i64 1234, ptr @p, ptr null)
