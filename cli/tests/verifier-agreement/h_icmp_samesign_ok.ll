define i1 @f(i32 %a) {
  %r = icmp samesign ult i32 %a, 3
  ret i1 %r
}
