@g = global i32 0
@a = global ptr addrspace(1) getelementptr (i8, ptr @g, i64 1)
