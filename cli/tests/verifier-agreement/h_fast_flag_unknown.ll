define float @f(float %a) {
  %r = fadd nofpclass float %a, %a
  ret float %r
}
