define i64 @f(i32 %p) {
  %r = trunc i32 %p to i64
  ret i64 %r
}
