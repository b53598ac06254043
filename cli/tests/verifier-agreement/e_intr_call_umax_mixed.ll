declare i32 @llvm.umax.i32(i32, i64)
define i32 @f(i32 %x, i64 %y) {
  %r = call i32 @llvm.umax.i32(i32 %x, i64 %y)
  ret i32 %r
}
