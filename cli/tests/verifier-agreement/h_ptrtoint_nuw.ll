define i64 @f(ptr %a) {
  %r = ptrtoint nuw ptr %a to i64
  ret i64 %r
}
