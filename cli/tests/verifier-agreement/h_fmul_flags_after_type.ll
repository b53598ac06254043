define float @f(float %a) {
  %r = fmul float fast %a, 1.0
  ret float %r
}
