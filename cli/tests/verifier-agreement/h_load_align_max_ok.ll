define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 4294967296
  ret i32 %v
}
