define void @f() {
  call void @llvm.ubsantrap(i8 -5)
  unreachable
}
declare void @llvm.ubsantrap(i8 immarg range(i8 -4, 4))
