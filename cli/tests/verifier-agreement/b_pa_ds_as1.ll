@g = global i32 0
@h = addrspace(1) global i32 0
@p = global ptr ptrauth (ptr @g, i32 0, i64 1, ptr null, ptr addrspace(1) @h)
