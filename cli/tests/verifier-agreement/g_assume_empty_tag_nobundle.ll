define void @f(i1 %c) {
  call void @llvm.assume(i1 %c)
  ret void
}
declare void @llvm.assume(i1)
