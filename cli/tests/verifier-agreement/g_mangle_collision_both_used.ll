define i32 @f(i32 %x) {
  %r = call i32 @llvm.ctpop.i64(i32 %x)
  %s = call i32 @llvm.ctpop.i32(i32 %r)
  ret i32 %s
}
declare i32 @llvm.ctpop.i64(i32)
declare i32 @llvm.ctpop.i32(i32)
