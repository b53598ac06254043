define void @f(ptr %v, ptr %o, ptr %p) {
  call void @llvm.gcwrite(ptr %v, ptr %o, ptr %p)
  ret void
}
declare void @llvm.gcwrite(ptr, ptr, ptr)
