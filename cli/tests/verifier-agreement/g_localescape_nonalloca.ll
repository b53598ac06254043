define void @f(ptr %p) {
  call void (...) @llvm.localescape(ptr %p)
  ret void
}
declare void @llvm.localescape(...)
