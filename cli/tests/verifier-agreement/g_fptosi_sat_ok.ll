define i8 @f(float %a) {
  %r = call i8 @llvm.fptosi.sat.i8.f32(float %a)
  ret i8 %r
}
declare i8 @llvm.fptosi.sat.i8.f32(float)
