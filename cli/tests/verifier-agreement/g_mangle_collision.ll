define i32 @f(i32 %x) {
  %r = call i32 @llvm.ctpop.i64(i32 %x)
  ret i32 %r
}
declare i32 @llvm.ctpop.i64(i32)
declare i32 @llvm.ctpop.i32(i32)
