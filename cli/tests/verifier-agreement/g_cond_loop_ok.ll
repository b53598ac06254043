define void @f(i1 %c) {
  call void @llvm.cond.loop(i1 %c)
  ret void
}
declare void @llvm.cond.loop(i1)
