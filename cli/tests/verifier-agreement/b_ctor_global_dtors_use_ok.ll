@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] zeroinitializer
@p = global ptr @llvm.global_dtors
