define float @f(float %a, double %b) {
  %r = fadd float %a, %b
  ret float %r
}
