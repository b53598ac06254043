%S = type { i32, ptr, ptr }
@llvm.global_ctors = appending global [0 x %S] zeroinitializer
