define i1 @f(float %a) {
  %r = fcmp true float %a, 1.0
  ret i1 %r
}
