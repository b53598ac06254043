define i64 @f(i64 %p) {
  %r = ptrtoaddr i64 %p to i64
  ret i64 %r
}
