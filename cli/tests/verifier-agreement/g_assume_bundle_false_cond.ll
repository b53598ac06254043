define void @f(ptr %p) {
  call void @llvm.assume(i1 false) [ "nonnull"(ptr %p) ]
  ret void
}
declare void @llvm.assume(i1)
