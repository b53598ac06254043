define ptr @f(ptr %p) {
  %r = getelementptr inrange(0, 4) i8, ptr %p, i64 1
  ret ptr %r
}
