define void @f(i64 %p) {
  call void @llvm.assume(i1 true) [ "dereferenceable"(i64 %p, i64 8) ]
  ret void
}
declare void @llvm.assume(i1)
