define void @f() {
  ret void
}
@llvm.global_ctors = appending global [1 x { i64, ptr, ptr }] [{ i64, ptr, ptr } { i64 65535, ptr @f, ptr null }]
