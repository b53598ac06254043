define i8 @f(i32 %a, i32 %b) {
  %r = call i8 @llvm.ucmp.i8.i32(i32 %a, i32 %b)
  ret i8 %r
}
declare i8 @llvm.ucmp.i8.i32(i32, i32)
