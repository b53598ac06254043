define i32 @f(i32 %x) {
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x)
  ret i32 %r
}
declare i32 @llvm.fshl.i32(i32, i32)
