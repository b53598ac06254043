define void @f(i8 %k) {
  call void @llvm.ubsantrap(i8 %k)
  unreachable
}
declare void @llvm.ubsantrap(i8 immarg)
