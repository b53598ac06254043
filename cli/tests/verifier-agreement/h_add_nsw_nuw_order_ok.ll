define i32 @f(i32 %a) {
  %r = add nsw nuw i32 %a, 1
  ret i32 %r
}
