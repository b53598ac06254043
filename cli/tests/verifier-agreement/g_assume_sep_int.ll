define void @f(ptr %p, i64 %q) {
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %p, i64 %q) ]
  ret void
}
declare void @llvm.assume(i1)
