define float @f(double %a) {
  %r = call float @llvm.fptoui.sat.f32.f64(double %a)
  ret float %r
}
declare float @llvm.fptoui.sat.f32.f64(double)
