define ptr @f(ptr %p) {
  %q = getelementptr {i32, <vscale x 2 x i32>}, ptr %p, i64 0, i32 1
  ret ptr %q
}
