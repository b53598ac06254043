define float @f(float %a) {
  %r = fadd nuw float %a, 1.0
  ret float %r
}
