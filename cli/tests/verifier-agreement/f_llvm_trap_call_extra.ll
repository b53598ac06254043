declare void @llvm.trap() nounwind
define void @f() {
  call void @llvm.trap(i32 1)
  ret void
}
