define void @f(ptr %ap) {
  %p = va_arg ptr %ap, token
  ret void
}
