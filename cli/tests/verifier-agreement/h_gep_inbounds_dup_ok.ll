define ptr @f(ptr %p) {
  %r = getelementptr inbounds inbounds i8, ptr %p, i64 1
  ret ptr %r
}
