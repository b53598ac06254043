define i8 @f(i32 %a) {
  %r = trunc nuw nuw i32 %a to i8
  ret i8 %r
}
