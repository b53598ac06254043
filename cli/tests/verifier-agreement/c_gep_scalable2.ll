define ptr @f(ptr %p) {
  %q = getelementptr {<vscale x 2 x i32>, <vscale x 2 x i32>}, ptr %p, i64 1
  ret ptr %q
}
