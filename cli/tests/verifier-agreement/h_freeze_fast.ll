define float @f(float %a) {
  %r = freeze fast float %a
  ret float %r
}
