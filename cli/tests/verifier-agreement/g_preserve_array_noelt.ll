define ptr @f(ptr %p) {
  %r = call ptr @llvm.preserve.array.access.index.p0.p0(ptr %p, i32 0, i32 1)
  ret ptr %r
}
declare ptr @llvm.preserve.array.access.index.p0.p0(ptr, i32 immarg, i32 immarg)
