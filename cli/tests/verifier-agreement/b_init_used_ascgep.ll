@g = global [2 x i32] zeroinitializer
@llvm.used = appending global [1 x ptr addrspace(1)] [ptr addrspace(1) addrspacecast (ptr getelementptr (i8, ptr @g, i64 4) to ptr addrspace(1))]
