define void @f(ptr %p, ptr %q) {
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %p, ptr %q) ]
  ret void
}
declare void @llvm.assume(i1)
