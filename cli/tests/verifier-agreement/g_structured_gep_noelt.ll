define ptr @f(ptr %p) {
  %q = call ptr (ptr, ...) @llvm.structured.gep.p0(ptr %p, i32 1)
  ret ptr %q
}
declare ptr @llvm.structured.gep.p0(ptr, ...)
