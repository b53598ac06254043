%T = type opaque
define ptr @f(ptr %p) {
  %q = getelementptr %T, ptr %p, i64 1
  ret ptr %q
}
