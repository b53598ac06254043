@g = global [2 x i32] zeroinitializer
@llvm.compiler.used = appending global [1 x ptr addrspace(1)] [ptr addrspace(1) getelementptr (i8, ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1)), i64 4)]
