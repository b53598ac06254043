define void @f(ptr %p) {
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %p, i64 1) ]
  ret void
}
declare void @llvm.assume(i1)
