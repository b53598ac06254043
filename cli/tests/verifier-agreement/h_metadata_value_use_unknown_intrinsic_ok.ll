declare void @llvm.foo(metadata)
define void @f() {
  call void @llvm.foo(metadata i32 0)
  ret void
}
