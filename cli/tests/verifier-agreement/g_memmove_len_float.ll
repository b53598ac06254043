define void @f(ptr %p, ptr %q) {
  call void @llvm.memmove.p0.p0.f32(ptr %p, ptr %q, float 4.0, i1 false)
  ret void
}
declare void @llvm.memmove.p0.p0.f32(ptr, ptr, float, i1)
