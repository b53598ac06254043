define void @f(ptr %p) {
  call void @llvm.assume(i1 true) [ "ignore"(ptr %p, i64 3, i32 2) ]
  ret void
}
declare void @llvm.assume(i1)
