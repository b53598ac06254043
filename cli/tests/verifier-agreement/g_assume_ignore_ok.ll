define void @f(ptr %p) {
  call void @llvm.assume(i1 true) [ "ignore"(ptr %p, i64 3) ]
  ret void
}
declare void @llvm.assume(i1)
