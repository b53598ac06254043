define i32 @f(i32 %p) {
  %r = zext i32 %p to i32
  ret i32 %r
}
