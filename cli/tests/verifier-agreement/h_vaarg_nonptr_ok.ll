define i32 @f(i64 %ap) {
  %r = va_arg i64 %ap, i32
  ret i32 %r
}
