define void @f() {
  ret void
}
@llvm.global_ctors = appending global [1 x { i32, ptr addrspace(1), ptr }] zeroinitializer
