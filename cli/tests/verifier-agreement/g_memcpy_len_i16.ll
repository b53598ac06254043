define void @f(ptr %p) {
  call void @llvm.memcpy.p0.p0.i16(ptr %p, ptr %p, i16 4, i1 false)
  ret void
}
declare void @llvm.memcpy.p0.p0.i16(ptr, ptr, i16, i1)
