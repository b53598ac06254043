define float @f(float %a) {
  %r = frem arcp contract afn float %a, 1.0
  ret float %r
}
