define void @f() {
  %a = alloca i32
  call void (...) @llvm.localescape(ptr %a)
  ret void
}
declare void @llvm.localescape(...)
