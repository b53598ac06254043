define void @f() {
  call void @llvm.foo.bar()
  ret void
}
declare void @llvm.foo.bar()
