define float @f(i32 %a) {
  %r = uitofp nneg i32 %a to float
  ret float %r
}
