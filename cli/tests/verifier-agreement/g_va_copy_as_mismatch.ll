define void @f(ptr %a, ptr addrspace(1) %b) {
  call void @llvm.va_copy.p0(ptr %a, ptr addrspace(1) %b)
  ret void
}
declare void @llvm.va_copy.p0(ptr, ptr addrspace(1))
