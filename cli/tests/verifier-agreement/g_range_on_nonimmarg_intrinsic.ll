define i32 @f(i32 %x) {
  %r = call i32 @llvm.ctpop.i32(i32 range(i32 0, 4) 9)
  ret i32 %r
}
declare i32 @llvm.ctpop.i32(i32)
