define void @f(<2 x ptr> %p) {
  call void @llvm.assume(i1 true) [ "nonnull"(<2 x ptr> %p) ]
  ret void
}
declare void @llvm.assume(i1)
