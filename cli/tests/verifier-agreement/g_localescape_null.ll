define void @f() {
  call void (...) @llvm.localescape(ptr null)
  ret void
}
declare void @llvm.localescape(...)
