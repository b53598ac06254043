define void @f(ptr %p) {
  call void @llvm.memcpy.p0.p0.i32(ptr %p, ptr %p, i32 4, i1 false)
  ret void
}
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
