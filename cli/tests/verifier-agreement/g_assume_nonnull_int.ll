define void @f(i64 %p) {
  call void @llvm.assume(i1 true) [ "nonnull"(i64 %p) ]
  ret void
}
declare void @llvm.assume(i1)
