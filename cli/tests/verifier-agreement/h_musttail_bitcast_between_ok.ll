declare ptr @g(i32)
define ptr @f(i32 %a) {
  %r = musttail call ptr @g(i32 %a)
  %b = bitcast ptr %r to ptr
  ret ptr %b
}
