define i32 @f(i32 %x, i32 %n) {
  %r = call i32 @llvm.nvvm.rotate.b32(i32 %x, i32 %n)
  ret i32 %r
}
declare i32 @llvm.nvvm.rotate.b32(i32, i32)
