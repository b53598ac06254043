define void @f(ptr %p) {
  call void @llvm.aarch64.prefetch(ptr %p, i32 1, i32 3, i32 1, i32 2)
  ret void
}
declare void @llvm.aarch64.prefetch(ptr, i32 immarg, i32 immarg, i32 immarg, i32 immarg)
