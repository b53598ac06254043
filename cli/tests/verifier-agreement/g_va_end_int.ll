define void @f(i64 %a) {
  call void @llvm.va_end.i64(i64 %a)
  ret void
}
declare void @llvm.va_end.i64(i64)
