define ptr @f(ptr %p) {
  %r = call ptr @llvm.threadlocal.address.p0(ptr %p)
  ret ptr %r
}
declare ptr @llvm.threadlocal.address.p0(ptr)
