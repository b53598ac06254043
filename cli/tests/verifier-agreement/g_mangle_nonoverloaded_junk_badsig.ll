define void @f(i32 %x) {
  call void @llvm.donothing.i32(i32 %x)
  ret void
}
declare void @llvm.donothing.i32(i32)
