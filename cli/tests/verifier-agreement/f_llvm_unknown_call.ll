declare void @llvm.foo()
define void @f() {
  call void @llvm.foo()
  ret void
}
