define float @f(float %a) {
  %r = and float %a, %a
  ret float %r
}
