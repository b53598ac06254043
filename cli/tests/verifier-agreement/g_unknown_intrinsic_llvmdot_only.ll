define void @f() {
  call void @llvm.()
  ret void
}
declare void @llvm.()
