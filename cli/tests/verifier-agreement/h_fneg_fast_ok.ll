define float @f(float %a) {
  %r = fneg fast float %a
  ret float %r
}
