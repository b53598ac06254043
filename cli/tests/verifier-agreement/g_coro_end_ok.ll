define void @f(ptr %h) {
  call void @llvm.coro.end(ptr %h, i1 false, token none)
  ret void
}
declare void @llvm.coro.end(ptr, i1, token)
