define void @f(ptr %ap) {
  %r = va_arg ptr %ap, void
  ret void
}
