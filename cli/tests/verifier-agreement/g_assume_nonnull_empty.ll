define void @f() {
  call void @llvm.assume(i1 true) [ "nonnull"() ]
  ret void
}
declare void @llvm.assume(i1)
