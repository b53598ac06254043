@llvm.global_ctors = external global [1 x { i32, ptr, ptr }]
