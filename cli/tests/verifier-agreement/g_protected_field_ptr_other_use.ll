define ptr @f(ptr %p) {
  %q = call ptr @llvm.protected.field.ptr.p0(ptr %p, i64 1, i1 true)
  ret ptr %q
}
declare ptr @llvm.protected.field.ptr.p0(ptr, i64, i1)
