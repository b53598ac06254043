define void @f() {
  call void @llvm.trap()
  unreachable
}
declare void @llvm.trap()
