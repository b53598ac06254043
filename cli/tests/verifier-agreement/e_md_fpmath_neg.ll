define float @f(float %x) {
  %v = fadd float %x, 1.0, !fpmath !0
  ret float %v
}
!0 = !{float -1.0}
