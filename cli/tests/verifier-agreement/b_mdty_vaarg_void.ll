define void @f(ptr %ap) {
  %p = va_arg ptr %ap, void
  ret void
}
