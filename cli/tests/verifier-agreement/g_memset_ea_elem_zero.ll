define void @f(ptr %p) {
  call void @llvm.memset.element.unordered.atomic.p0.i32(ptr align 4 %p, i8 0, i32 16, i32 0)
  ret void
}
declare void @llvm.memset.element.unordered.atomic.p0.i32(ptr, i8, i32, i32 immarg)
