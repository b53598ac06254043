declare ptr @g()
define ptr @f(ptr %p) {
  %r = musttail call ptr @g()
  %c = bitcast ptr %p to ptr
  ret ptr %c
}
