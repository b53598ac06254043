@g = global i32 0
@a = global ptr addrspacecast (ptr @g to ptr)
