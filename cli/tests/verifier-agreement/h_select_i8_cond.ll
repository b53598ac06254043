define i32 @f(i8 %c, i32 %a, i32 %b) {
  %r = select i8 %c, i32 %a, i32 %b
  ret i32 %r
}
