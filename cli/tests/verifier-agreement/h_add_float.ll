define float @f(float %a) {
  %r = add float %a, 1.0
  ret float %r
}
