define void @f(ptr %h) {
  %r = call i1 @llvm.coro.end(ptr %h, i1 false)
  ret void
}
declare i1 @llvm.coro.end(ptr, i1)
