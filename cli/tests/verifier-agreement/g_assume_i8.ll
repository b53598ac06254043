define void @f(i8 %c) {
  call void @llvm.assume(i8 %c)
  ret void
}
declare void @llvm.assume(i8)
