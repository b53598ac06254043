define void @f(ptr %p) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16, i64 4, i64 1) ]
  ret void
}
declare void @llvm.assume(i1)
