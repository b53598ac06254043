define i32 @f(ptr %p) {
  %v = load ptr %p
  ret i32 0
}
