define i32 @f(ptr %ap) {
  %r = va_arg ptr %ap, i32
  ret i32 %r
}
