define i32 @f() {
  %r = call i32 @llvm.coro.size.i32()
  ret i32 %r
}
declare i32 @llvm.coro.size.i32()
