@g = global i32 0
@h = global i32 0
@llvm.compiler.used = appending global [2 x ptr addrspace(1)] [ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @h to ptr addrspace(1))]
