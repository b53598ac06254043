define void @f(ptr %a, ptr %b) {
  call void @llvm.va_copy.p0(ptr %a, ptr %b)
  ret void
}
declare void @llvm.va_copy.p0(ptr, ptr)
