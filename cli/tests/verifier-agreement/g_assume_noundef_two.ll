define void @f(i32 %x) {
  call void @llvm.assume(i1 true) [ "noundef"(i32 %x, i32 %x) ]
  ret void
}
declare void @llvm.assume(i1)
