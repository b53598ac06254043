%T = type opaque
define void @f(ptr %ap) {
  %p = va_arg ptr %ap, %T
  ret void
}
