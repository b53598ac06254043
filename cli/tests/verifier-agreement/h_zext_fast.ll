define i64 @f(i32 %a) {
  %r = zext fast i32 %a to i64
  ret i64 %r
}
