define i32 @f(ptr %p) {
  %r = ptrtoaddr ptr %p to i32
  ret i32 %r
}
