define i32 @f(i32 %a) {
  %r = shl nuw nsw i32 %a, 3
  ret i32 %r
}
