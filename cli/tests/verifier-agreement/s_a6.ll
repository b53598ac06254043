define void @f() {
  %a = alloca i32
  %p = call ptr @id(ptr %a)
  call void (...) @llvm.localescape(ptr %p)
  ret void
}
declare ptr @id(ptr returned)
declare void @llvm.localescape(...)
