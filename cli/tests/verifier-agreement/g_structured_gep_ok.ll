define ptr @f(ptr %p) {
  %q = call ptr (ptr, ...) @llvm.structured.gep.p0(ptr elementtype([4 x i32]) %p, i32 1)
  ret ptr %q
}
declare ptr @llvm.structured.gep.p0(ptr, ...)
