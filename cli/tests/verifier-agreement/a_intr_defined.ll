define void @llvm.trap() {
  ret void
}
define void @f() {
  call void @llvm.trap()
  ret void
}
