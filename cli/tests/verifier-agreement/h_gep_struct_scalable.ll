define ptr @f(ptr %p) {
  %r = getelementptr {<vscale x 4 x i32>}, ptr %p, i64 1
  ret ptr %r
}
