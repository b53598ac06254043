declare ptr @g(ptr)
define ptr @f(ptr %p) {
  %r = musttail call ptr @g(ptr %p)
  %c = bitcast ptr %r to ptr
  ret ptr %c
}
