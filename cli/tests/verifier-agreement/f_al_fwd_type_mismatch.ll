@a = alias i32, ptr @g
@g = addrspace(1) global i32 0
