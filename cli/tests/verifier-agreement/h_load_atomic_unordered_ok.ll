define i32 @f(ptr %p) {
  %v = load atomic volatile i32, ptr %p syncscope("agent") unordered, align 4
  ret i32 %v
}
