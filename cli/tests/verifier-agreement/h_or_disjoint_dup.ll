define i32 @f(i32 %a) {
  %r = or disjoint disjoint i32 %a, 3
  ret i32 %r
}
