define void @f(i1 %c) {
  call void @llvm.experimental.guard(i1 %c) [ "deopt"() ]
  ret void
}
declare void @llvm.experimental.guard(i1)
