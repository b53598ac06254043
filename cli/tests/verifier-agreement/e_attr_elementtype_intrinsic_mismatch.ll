declare ptr @llvm.preserve.array.access.index.p0.p0(ptr, i32, i32)
define ptr @f(ptr %p) {
  %r = call ptr @llvm.preserve.array.access.index.p0.p0(ptr %p, i32 0, i32 0)
  ret ptr %r
}
