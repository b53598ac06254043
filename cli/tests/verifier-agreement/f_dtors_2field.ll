@llvm.global_dtors = appending global [0 x { i32, ptr }] zeroinitializer
