define i32 @f(ptr %p) {
  %v = load i32, ptr %p acquire, align 4
  ret i32 %v
}
