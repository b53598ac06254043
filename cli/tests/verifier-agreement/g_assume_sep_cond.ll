define void @f(ptr %p, ptr %q, i1 %c) {
  call void @llvm.assume(i1 %c) [ "separate_storage"(ptr %p, ptr %q) ]
  ret void
}
declare void @llvm.assume(i1)
