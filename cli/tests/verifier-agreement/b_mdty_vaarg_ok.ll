define void @f(ptr %ap) {
  %p = va_arg ptr %ap, i32
  ret void
}
