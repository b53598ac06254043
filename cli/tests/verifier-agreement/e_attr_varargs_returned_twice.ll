declare ptr @g(ptr returned, ...)
define void @f(ptr %p) {
  %r = call ptr (ptr, ...) @g(ptr returned %p, ptr returned %p)
  ret void
}
