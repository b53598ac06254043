define void @f() {
  call void @llvm.ubsantrap(i32 3)
  unreachable
}
declare void @llvm.ubsantrap(i32)
