define void @f(i32 %n) {
  %a = alloca i32, i32 %n
  call void (...) @llvm.localescape(ptr %a)
  ret void
}
declare void @llvm.localescape(...)
