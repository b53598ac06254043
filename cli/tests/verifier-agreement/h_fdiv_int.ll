define i32 @f(i32 %a) {
  %r = fdiv i32 %a, 1
  ret i32 %r
}
