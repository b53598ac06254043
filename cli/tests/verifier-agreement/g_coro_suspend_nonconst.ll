define void @f(i1 %b) {
  %s = call i8 @llvm.coro.suspend(token none, i1 %b)
  ret void
}
declare i8 @llvm.coro.suspend(token, i1)
