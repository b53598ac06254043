define float @f(i32 %a) {
  %r = sitofp fast i32 %a to float
  ret float %r
}
