define ptr @f(ptr %p, i128 %i) {
  %r = getelementptr i8, ptr %p, i128 %i
  ret ptr %r
}
