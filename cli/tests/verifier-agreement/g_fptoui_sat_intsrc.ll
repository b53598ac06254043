define i8 @f(i32 %a) {
  %r = call i8 @llvm.fptoui.sat.i8.i32(i32 %a)
  ret i8 %r
}
declare i8 @llvm.fptoui.sat.i8.i32(i32)
