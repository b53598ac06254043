define i32 @f(i32 %a) {
  %r = insertvalue i32 %a, i32 1, 0
  ret i32 %r
}
