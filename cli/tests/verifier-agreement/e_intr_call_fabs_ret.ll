declare float @llvm.fabs.f32(double)
define float @f(double %x) {
  %r = call float @llvm.fabs.f32(double %x)
  ret float %r
}
