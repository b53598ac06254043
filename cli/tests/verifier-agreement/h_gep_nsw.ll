define ptr @f(ptr %p) {
  %r = getelementptr nsw i8, ptr %p, i64 1
  ret ptr %r
}
