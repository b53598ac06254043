define void @f() {
e:
  %a = alloca i32
  br label %b
b:
  call void (...) @llvm.localescape(ptr %a)
  ret void
}
declare void @llvm.localescape(...)
