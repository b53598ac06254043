define void @f(ptr %p, i1 %c) {
  call void @llvm.assume(i1 %c) [ "align"(ptr %p, i64 16) ]
  ret void
}
declare void @llvm.assume(i1)
