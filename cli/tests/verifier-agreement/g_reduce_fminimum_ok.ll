define double @f(<2 x double> %v) {
  %r = call double @llvm.vector.reduce.fminimum.v2f64(<2 x double> %v)
  ret double %r
}
declare double @llvm.vector.reduce.fminimum.v2f64(<2 x double>)
