define void @f(<2 x ptr> %p) {
  call void @llvm.assume(i1 true) [ "align"(<2 x ptr> %p, i64 8) ]
  ret void
}
declare void @llvm.assume(i1)
