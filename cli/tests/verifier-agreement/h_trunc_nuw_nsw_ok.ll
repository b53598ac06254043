define i8 @f(i32 %a) {
  %r = trunc nuw nsw i32 %a to i8
  ret i8 %r
}
