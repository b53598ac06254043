@p = global ptr ptrauth (i64 5, i32 0)
