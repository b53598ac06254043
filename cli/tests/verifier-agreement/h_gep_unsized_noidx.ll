%T = type opaque
define ptr @f(ptr %p) {
  %r = getelementptr %T, ptr %p
  ret ptr %r
}
