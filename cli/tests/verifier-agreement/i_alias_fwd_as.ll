@p = global ptr addrspace(1) @a
@a = alias i32, ptr @g
@g = global i32 0
