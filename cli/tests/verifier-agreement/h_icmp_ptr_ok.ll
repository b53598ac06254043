define i1 @f(ptr %a) {
  %r = icmp samesign ult ptr %a, null
  ret i1 %r
}
