%T = type opaque
define ptr @f(ptr %p) {
  %r = getelementptr %T, ptr %p, i64 1
  ret ptr %r
}
