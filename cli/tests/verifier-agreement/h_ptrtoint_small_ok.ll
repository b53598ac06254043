define i8 @f(ptr %p) {
  %r = ptrtoint ptr %p to i8
  ret i8 %r
}
