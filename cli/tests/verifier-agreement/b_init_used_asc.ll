@g = global i32 0
@llvm.used = appending global [1 x ptr addrspace(1)] [ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1))]
