define void @f(ptr %p, i64 %a) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 %a) ]
  ret void
}
declare void @llvm.assume(i1)
