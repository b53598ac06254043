@llvm.global_ctors = global [1 x { i32, ptr, ptr }] zeroinitializer
