define ptr @f(ptr %p) {
  %r = getelementptr ptr, ptr %p, i64 0, i64 0
  ret ptr %r
}
