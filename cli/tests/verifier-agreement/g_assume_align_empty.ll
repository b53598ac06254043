define void @f() {
  call void @llvm.assume(i1 true) [ "align"() ]
  ret void
}
declare void @llvm.assume(i1)
