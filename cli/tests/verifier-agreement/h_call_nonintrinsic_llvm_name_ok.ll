declare void @llvmfoo()
define void @f() {
  call void @llvmfoo()
  ret void
}
