define void @f() {
  call void @llvm.trap.i32()
  ret void
}
declare void @llvm.trap.i32()
