define i32 @f(i32 %a) {
  %r = udiv exact i32 %a, 3
  ret i32 %r
}
