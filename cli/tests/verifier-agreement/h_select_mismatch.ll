define i32 @f(i1 %c, i32 %a, i64 %b) {
  %r = select i1 %c, i32 %a, i64 %b
  ret i32 %r
}
