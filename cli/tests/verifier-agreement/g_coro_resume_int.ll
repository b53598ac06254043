define void @f(i64 %h) {
  call void @llvm.coro.resume(i64 %h)
  ret void
}
declare void @llvm.coro.resume(i64)
