define ptr @f(<1 x ptr> %p) {
  %r = bitcast <1 x ptr> %p to ptr
  ret ptr %r
}
