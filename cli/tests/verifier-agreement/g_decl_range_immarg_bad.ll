define void @f() {
  call void @llvm.ubsantrap(i8 7)
  unreachable
}
declare void @llvm.ubsantrap(i8 immarg range(i8 0, 4))
