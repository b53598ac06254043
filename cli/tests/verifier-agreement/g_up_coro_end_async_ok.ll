define void @f(ptr %h) {
  call void (ptr, i1, ...) @llvm.coro.end.async(ptr %h, i1 false)
  ret void
}
declare void @llvm.coro.end.async(ptr, i1, ...)
