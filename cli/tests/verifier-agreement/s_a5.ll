define void @f() {
  %a = alloca i32
  %p = call ptr @id(ptr returned %a)
  call void (...) @llvm.localescape(ptr %p)
  ret void
}
declare ptr @id(ptr)
declare void @llvm.localescape(...)
