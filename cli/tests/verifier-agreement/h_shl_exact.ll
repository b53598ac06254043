define i32 @f(i32 %a) {
  %r = shl exact i32 %a, 3
  ret i32 %r
}
