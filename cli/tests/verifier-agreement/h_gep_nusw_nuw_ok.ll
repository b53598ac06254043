define ptr @f(ptr %p) {
  %r = getelementptr nusw nuw i8, ptr %p, i64 1
  ret ptr %r
}
