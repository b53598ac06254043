define void @f(ptr %p) {
  call void @llvm.prefetch(ptr %p, i32 0, i32 3, i32 1)
  ret void
}
declare void @llvm.prefetch(ptr, i32, i32, i32)
