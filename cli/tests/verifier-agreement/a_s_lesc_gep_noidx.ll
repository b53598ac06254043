declare void @llvm.localescape(...)
define void @f() {
  %a = alloca i8
  %b = getelementptr i8, ptr %a
  call void (...) @llvm.localescape(ptr %b)
  ret void
}
