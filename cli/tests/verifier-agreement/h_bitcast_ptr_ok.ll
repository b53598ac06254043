define ptr @f(ptr %p) {
  %r = bitcast ptr %p to ptr
  ret ptr %r
}
