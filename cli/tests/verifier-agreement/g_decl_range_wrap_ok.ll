define void @f() {
  call void @llvm.ubsantrap(i8 -1)
  unreachable
}
declare void @llvm.ubsantrap(i8 immarg range(i8 100, 10))
