%T = type opaque
define ptr @f(ptr %p) {
  %x = getelementptr inbounds %T, ptr %p, i64 1
  ret ptr %x
}
