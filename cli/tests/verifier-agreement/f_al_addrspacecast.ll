@g = global i32 0
@a = alias i32, ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1))
