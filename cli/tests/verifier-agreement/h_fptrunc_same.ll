define float @f(float %p) {
  %r = fptrunc float %p to float
  ret float %r
}
