define void @f(i64 %p) {
  call void @llvm.assume(i1 true) [ "align"(i64 %p, i64 16) ]
  ret void
}
declare void @llvm.assume(i1)
