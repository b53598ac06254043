declare void @llvm.localescape(...)
declare ptr @id(ptr returned)
define void @f() {
  %a = alloca i8
  %b = call ptr @id(ptr %a)
  call void (...) @llvm.localescape(ptr %b)
  ret void
}
