define ptr @f(ptr %p) {
  %r = inttoptr ptr %p to ptr
  ret ptr %r
}
