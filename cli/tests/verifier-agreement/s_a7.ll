define void @f() {
  %a = alloca i32
  %b = getelementptr inbounds i8, ptr %a, i64 0
  %c = getelementptr i32, ptr %b, i32 0, i64 0
  call void (...) @llvm.localescape(ptr %c)
  ret void
}
declare void @llvm.localescape(...)
