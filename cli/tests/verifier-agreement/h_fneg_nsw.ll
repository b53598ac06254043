define float @f(float %a) {
  %r = fneg nsw float %a
  ret float %r
}
