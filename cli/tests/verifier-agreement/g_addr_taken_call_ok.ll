define void @f() {
  call void @llvm.trap()
  ret void
}
declare void @llvm.trap()
