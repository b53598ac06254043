define void @f(ptr %p) {
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %p) ]
  ret void
}
declare void @llvm.assume(i1)
