define i32 @f(i32 %a) {
  %r = xor disjoint i32 %a, 3
  ret i32 %r
}
