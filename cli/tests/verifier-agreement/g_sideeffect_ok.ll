define void @f() {
  call void @llvm.sideeffect()
  ret void
}
declare void @llvm.sideeffect()
