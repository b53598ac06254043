define float @f(i32 %a) {
  %r = uitofp fast i32 %a to float
  ret float %r
}
