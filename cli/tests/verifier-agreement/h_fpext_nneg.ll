define double @f(float %a) {
  %r = fpext nneg float %a to double
  ret double %r
}
