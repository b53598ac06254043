define i1 @f(float %a) {
  %r = fcmp nnan ninf reassoc olt float %a, 3.0
  ret i1 %r
}
