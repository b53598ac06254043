@g = addrspace(1) global i32 0
@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g to ptr)]
