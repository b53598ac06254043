define ptr @f(ptr %p) {
  %r = call ptr @llvm.launder.invariant.group.p0(ptr %p)
  ret ptr %r
}
declare ptr @llvm.launder.invariant.group.p0(ptr)
