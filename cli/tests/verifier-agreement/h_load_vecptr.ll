define i32 @f(<2 x ptr> %p) {
  %v = load i32, <2 x ptr> %p
  ret i32 %v
}
