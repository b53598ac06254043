target datalayout = "p:64:64:64:32"
define ptr @f(ptr %p) {
  %r = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -8)
  ret ptr %r
}
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
