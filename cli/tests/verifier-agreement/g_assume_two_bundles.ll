define void @f(ptr %p) {
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %p), "align"(ptr %p, i64 8) ]
  ret void
}
declare void @llvm.assume(i1)
