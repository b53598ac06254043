define void @f() {
  call void @llvm.trap(i32 1)
  unreachable
}
declare void @llvm.trap(i32)
