define void @f(...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  ret void
}
declare void @llvm.va_start(ptr)
