@g = global i32 0
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1)) to ptr)]
