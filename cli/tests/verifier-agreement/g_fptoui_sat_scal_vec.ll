define i8 @f(<2 x float> %a) {
  %r = call i8 @llvm.fptoui.sat.i8.v2f32(<2 x float> %a)
  ret i8 %r
}
declare i8 @llvm.fptoui.sat.i8.v2f32(<2 x float>)
