declare void @llvm.foo(metadata)
define void @f() {
  call void @llvm.foo(metadata undef)
  ret void
}
