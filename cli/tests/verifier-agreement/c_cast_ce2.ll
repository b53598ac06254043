@g = global i32 0
@h = global ptr addrspacecast (ptr @g to ptr)
