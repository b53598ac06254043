define void @f(ptr %p, ptr %q) {
  call void @llvm.memmove.element.unordered.atomic.p0.p0.i32(ptr align 8 %p, ptr align 8 %q, i32 24, i32 6)
  ret void
}
declare void @llvm.memmove.element.unordered.atomic.p0.p0.i32(ptr, ptr, i32, i32 immarg)
