define i1 @f({i32} %a) {
  %r = icmp eq {i32} %a, %a
  ret i1 %r
}
