%T = type opaque
define ptr @f(ptr %p) {
  %x = getelementptr %T, ptr %p
  ret ptr %x
}
