declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
define void @f(ptr %p) {
  call void @llvm.prefetch.p0(ptr %p, i32 5, i32 3, i32 1)
  ret void
}
