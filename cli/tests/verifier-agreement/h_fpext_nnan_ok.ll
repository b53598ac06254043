define double @f(float %a) {
  %r = fpext nnan float %a to double
  ret double %r
}
