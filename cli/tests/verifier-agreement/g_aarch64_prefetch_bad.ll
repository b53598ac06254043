define void @f(ptr %p) {
  call void @llvm.aarch64.prefetch(ptr %p, i32 0, i32 4, i32 0, i32 1)
  ret void
}
declare void @llvm.aarch64.prefetch(ptr, i32 immarg, i32 immarg, i32 immarg, i32 immarg)
