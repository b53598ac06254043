define void @f() {
  call void @llvm.assume(i1 true) [ "cold"() ]
  ret void
}
declare void @llvm.assume(i1)
