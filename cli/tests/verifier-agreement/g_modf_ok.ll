define { double, double } @f(double %x) {
  %r = call { double, double } @llvm.modf.f64(double %x)
  ret { double, double } %r
}
declare { double, double } @llvm.modf.f64(double)
