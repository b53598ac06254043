@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@p = global ptr @llvm.global_ctors
