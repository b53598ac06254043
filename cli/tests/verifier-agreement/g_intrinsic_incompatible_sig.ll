define i64 @f(i64 %x) {
  %r = call i64 @llvm.ctpop.i32(i64 %x)
  ret i64 %r
}
declare i32 @llvm.ctpop.i32(i32)
