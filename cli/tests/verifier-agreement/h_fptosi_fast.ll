define i32 @f(float %a) {
  %r = fptosi fast float %a to i32
  ret i32 %r
}
