declare i32 @llvm.smul.fix.i32(i32, i32, i32)
define i32 @f(i32 %x, i32 %s) {
  %r = call i32 @llvm.smul.fix.i32(i32 %x, i32 %x, i32 %s)
  ret i32 %r
}
