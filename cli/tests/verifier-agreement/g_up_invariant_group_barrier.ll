define ptr @f(ptr %p) {
  %r = call ptr @llvm.invariant.group.barrier.p0(ptr %p)
  ret ptr %r
}
declare ptr @llvm.invariant.group.barrier.p0(ptr)
