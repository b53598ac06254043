define void @f(ptr %p) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16, double 1.0) ]
  ret void
}
declare void @llvm.assume(i1)
