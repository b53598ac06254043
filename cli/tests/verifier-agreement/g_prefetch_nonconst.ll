define void @f(ptr %p, i32 %x) {
  call void @llvm.prefetch.p0(ptr %p, i32 %x, i32 3, i32 1)
  ret void
}
declare void @llvm.prefetch.p0(ptr, i32 immarg, i32 immarg, i32 immarg)
