define void @f() {
  ret void
}
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr, ptr }] [{ i32, ptr, ptr, ptr } { i32 65535, ptr @f, ptr null, ptr null }]
