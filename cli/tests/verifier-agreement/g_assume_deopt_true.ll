define void @f() {
  call void @llvm.assume(i1 true) [ "deopt"() ]
  ret void
}
declare void @llvm.assume(i1)
