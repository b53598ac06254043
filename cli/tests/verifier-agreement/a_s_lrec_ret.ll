declare void @llvm.localescape(...)
declare ptr @llvm.localrecover(ptr, ptr, i32)
declare ptr @id(ptr returned)
define void @m() {
  %a = alloca i8
  call void (...) @llvm.localescape(ptr %a)
  ret void
}
define void @n(ptr %fp) {
  %g = call ptr @id(ptr @m)
  %x = call ptr @llvm.localrecover(ptr %g, ptr %fp, i32 0)
  ret void
}
