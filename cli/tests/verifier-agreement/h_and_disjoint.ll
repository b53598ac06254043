define i32 @f(i32 %a) {
  %r = and disjoint i32 %a, 3
  ret i32 %r
}
