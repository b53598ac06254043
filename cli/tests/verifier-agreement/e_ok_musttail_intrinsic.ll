declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
define ptr @f(ptr %p, i64 %m, i32 %x) {
  %r = musttail call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 %m)
  ret ptr %r
}
