define i32 @f(i32 %a) {
  %r = srem exact i32 %a, 3
  ret i32 %r
}
