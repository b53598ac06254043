define ptr @f(ptr %p) {
  %r = getelementptr target("spirv.Image"), ptr %p, i64 1
  ret ptr %r
}
