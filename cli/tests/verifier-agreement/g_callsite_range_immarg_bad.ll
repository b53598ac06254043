define void @f() {
  call void @llvm.ubsantrap(i8 range(i8 0, 4) 7)
  unreachable
}
declare void @llvm.ubsantrap(i8 immarg)
