define float @f(i32 %a) {
  %r = uitofp nneg fast i32 %a to float
  ret float %r
}
