define i32 @f(i32 %a) {
  %r = freeze i32 %a
  ret i32 %r
}
