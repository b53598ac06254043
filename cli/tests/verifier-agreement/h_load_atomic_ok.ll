define i32 @f(ptr %p) {
  %v = load atomic i32, ptr %p acquire, align 4
  ret i32 %v
}
