define float @f(i1 %c, float %a, float %b) {
  %r = select fast i1 %c, float %a, float %b
  ret float %r
}
