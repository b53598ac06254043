define void @f(ptr %ap) {
  %p = va_arg ptr %ap, label
  ret void
}
