@a = global ptr @x
@b = global ptr addrspace(1) @x
@x = global i32 0
