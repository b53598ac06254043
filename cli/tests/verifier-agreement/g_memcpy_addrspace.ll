define void @f(ptr addrspace(1) %p, ptr %q) {
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %p, ptr %q, i64 4, i1 false)
  ret void
}
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)
