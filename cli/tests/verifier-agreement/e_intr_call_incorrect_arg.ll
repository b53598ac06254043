declare i32 @llvm.ctpop.i32(i64)
define i32 @f(i64 %x) {
  %r = call i32 @llvm.ctpop.i32(i64 %x)
  ret i32 %r
}
