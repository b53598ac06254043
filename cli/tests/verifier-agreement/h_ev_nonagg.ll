define i32 @f(i32 %a) {
  %r = extractvalue i32 %a, 0
  ret i32 %r
}
