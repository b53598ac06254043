define i1 @f(float %a) {
  %r = fcmp samesign olt float %a, 3.0
  ret i1 %r
}
