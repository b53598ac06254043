@g = global i32 0
@p = global ptr ptrauth (i64 0, i32 0)
