define i32 @f(i32 %a) {
  %r = lshr exact nuw i32 %a, 3
  ret i32 %r
}
