define ptr @f(ptr %a) {
  %r = add ptr %a, %a
  ret ptr %r
}
