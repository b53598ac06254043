define void @f() {
  call void @llvm.ubsantrap(i8 0)
  unreachable
}
declare void @llvm.ubsantrap(i8 immarg range(i8 100, 10))
