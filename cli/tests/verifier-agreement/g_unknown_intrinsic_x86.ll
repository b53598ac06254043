define void @f() {
  call void @llvm.x86.notreal()
  ret void
}
declare void @llvm.x86.notreal()
