define i32 @f(float %a) {
  %r = fptoui nnan float %a to i32
  ret i32 %r
}
