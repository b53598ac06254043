define ptr @f(<2 x i64> %p) {
  %r = inttoptr <2 x i64> %p to ptr
  ret ptr %r
}
