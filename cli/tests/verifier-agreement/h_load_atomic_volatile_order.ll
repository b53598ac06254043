define i32 @f(ptr %p) {
  %v = load volatile atomic i32, ptr %p unordered, align 4
  ret i32 %v
}
