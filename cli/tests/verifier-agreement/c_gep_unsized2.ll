%T = type opaque
define ptr @f(ptr %p) {
  %q = getelementptr {i32, %T}, ptr %p, i64 0, i32 0
  ret ptr %q
}
