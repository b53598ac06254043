define void @f(ptr %p, ptr %q) {
  call void @llvm.memmove.p0.p0.i32(ptr %p, ptr %q, i32 4, i32 6, i1 false)
  ret void
}
declare void @llvm.memmove.p0.p0.i32(ptr, ptr, i32, i32, i1)
