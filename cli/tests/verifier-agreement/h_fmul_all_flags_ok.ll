define float @f(float %a) {
  %r = fmul nnan ninf nsz arcp contract afn reassoc float %a, %a
  ret float %r
}
