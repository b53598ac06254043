define i32 @f(i32 %x) {
  %r = callbr i32 @llvm.ctpop.i32(i32 %x) to label %a []
a:
  ret i32 %r
}
declare i32 @llvm.ctpop.i32(i32)
