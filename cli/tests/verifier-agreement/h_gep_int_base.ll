define ptr @f(i64 %p) {
  %r = getelementptr i8, i64 %p, i64 1
  ret ptr %r
}
