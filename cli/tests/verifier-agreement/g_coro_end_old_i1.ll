define void @f(ptr %h) {
  %r = call i1 @llvm.coro.end(ptr %h, i1 false, token none)
  ret void
}
declare i1 @llvm.coro.end(ptr, i1, token)
