define void @f(...) {
  %ap = alloca ptr, addrspace(5)
  call void @llvm.va_start.p5(ptr addrspace(5) %ap)
  ret void
}
declare void @llvm.va_start.p5(ptr addrspace(5))
