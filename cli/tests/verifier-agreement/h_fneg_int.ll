define i32 @f(i32 %a) {
  %r = fneg i32 %a
  ret i32 %r
}
