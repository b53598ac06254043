define i32 @f(i32 %a) {
  %r = add exact i32 %a, 1
  ret i32 %r
}
