define i1 @f(i32 %a) {
  %r = icmp nuw ult i32 %a, 3
  ret i1 %r
}
