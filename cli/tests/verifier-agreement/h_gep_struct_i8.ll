define ptr @f(ptr %p) {
  %r = getelementptr {i32, i32}, ptr %p, i8 0, i8 1
  ret ptr %r
}
