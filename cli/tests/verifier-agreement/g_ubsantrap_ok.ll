define void @f() {
  call void @llvm.ubsantrap(i8 3)
  unreachable
}
declare void @llvm.ubsantrap(i8 immarg)
