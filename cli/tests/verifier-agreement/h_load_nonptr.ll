define i32 @f(i64 %p) {
  %v = load i32, i64 %p
  ret i32 %v
}
