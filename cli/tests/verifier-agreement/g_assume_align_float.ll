define void @f(ptr %p) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, float 16.0) ]
  ret void
}
declare void @llvm.assume(i1)
