@llvm.global_dtors = global [1 x { i32, ptr, ptr }] zeroinitializer
