define i1 @f(float %a) {
  %r = fcmp ult2 float %a, 1.0
  ret i1 %r
}
