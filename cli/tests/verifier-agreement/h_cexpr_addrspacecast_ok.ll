@g = global i32 0
@a = global ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1))
