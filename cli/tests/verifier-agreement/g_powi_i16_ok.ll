define double @f(double %a, i16 %b) {
  %r = call double @llvm.powi.f64.i16(double %a, i16 %b)
  ret double %r
}
declare double @llvm.powi.f64.i16(double, i16)
