define i2 @f(i32 %a, i32 %b) {
  %r = call i2 @llvm.scmp.i2.i32(i32 %a, i32 %b)
  ret i2 %r
}
declare i2 @llvm.scmp.i2.i32(i32, i32)
