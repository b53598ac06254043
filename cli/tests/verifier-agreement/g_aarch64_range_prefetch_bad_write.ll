define void @f(ptr %p, i64 %m) {
  call void @llvm.aarch64.range.prefetch(ptr %p, i32 2, i32 0, i64 %m)
  ret void
}
declare void @llvm.aarch64.range.prefetch(ptr, i32 immarg, i32 immarg, i64)
