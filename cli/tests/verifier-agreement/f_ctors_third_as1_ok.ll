@llvm.global_ctors = appending global [1 x { i32, ptr, ptr addrspace(1) }] zeroinitializer
