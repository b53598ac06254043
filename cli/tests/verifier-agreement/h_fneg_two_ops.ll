define float @f(float %a) {
  %r = fneg float %a, %a
  ret float %r
}
