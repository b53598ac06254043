define void @f(ptr %p) {
  call void @llvm.memcpy(ptr %p, ptr %p, i64 4, i1 false)
  ret void
}
declare void @llvm.memcpy(ptr, ptr, i64, i1)
