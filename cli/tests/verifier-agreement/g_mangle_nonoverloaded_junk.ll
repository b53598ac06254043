define void @f() {
  call void @llvm.donothing.i32()
  ret void
}
declare void @llvm.donothing.i32()
