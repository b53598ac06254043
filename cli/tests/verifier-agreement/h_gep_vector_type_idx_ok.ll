define ptr @f(ptr %p, i64 %i) {
  %r = getelementptr <4 x i32>, ptr %p, i64 0, i64 %i
  ret ptr %r
}
