declare void @llvm.localescape(...)
declare ptr @llvm.localrecover(ptr, ptr, i32)
define void @m() {
  %a = alloca i8
  call void (...) @llvm.localescape(ptr %a)
  ret void
}
define void @n(ptr %fp) {
  %g = getelementptr i8, ptr @m, i64 0
  %x = call ptr @llvm.localrecover(ptr %g, ptr %fp, i32 0)
  ret void
}
