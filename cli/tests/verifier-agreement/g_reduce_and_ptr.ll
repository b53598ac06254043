define ptr @f(<4 x ptr> %v) {
  %r = call ptr @llvm.vector.reduce.and.v4p0(<4 x ptr> %v)
  ret ptr %r
}
declare ptr @llvm.vector.reduce.and.v4p0(<4 x ptr>)
