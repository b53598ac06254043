define void @f(ptr %p, ptr %q) {
  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 4 %p, ptr align 4 %q, i64 12, i32 3)
  ret void
}
declare void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr, ptr, i64, i32 immarg)
