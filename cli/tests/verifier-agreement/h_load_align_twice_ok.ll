define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 4, align 8
  ret i32 %v
}
