@llvm.global_dtors = appending global [0 x { i16, ptr, ptr }] zeroinitializer
