declare void @llvm.aarch64.prefetch(ptr, i32, i32, i32, i32)
define void @f(ptr %p) {
  call void @llvm.aarch64.prefetch(ptr %p, i32 1, i32 3, i32 1, i32 1)
  ret void
}
