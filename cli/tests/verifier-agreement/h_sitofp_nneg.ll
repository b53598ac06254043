define float @f(i32 %a) {
  %r = sitofp nneg i32 %a to float
  ret float %r
}
