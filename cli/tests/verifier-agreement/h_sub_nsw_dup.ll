define i32 @f(i32 %a) {
  %r = sub nsw nsw i32 %a, 1
  ret i32 %r
}
