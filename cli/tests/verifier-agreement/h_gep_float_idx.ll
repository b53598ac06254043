define ptr @f(ptr %p) {
  %r = getelementptr i8, ptr %p, float 1.0
  ret ptr %r
}
