define i1 @f(float %a) {
  %r = icmp eq float %a, 1.0
  ret i1 %r
}
