@llvm.global_dtors = appending global [1 x { i64, ptr, ptr }] zeroinitializer
