define ptr @f(ptr %o, ptr %p) {
  %r = call ptr @llvm.gcread(ptr %o, ptr %p)
  ret ptr %r
}
declare ptr @llvm.gcread(ptr, ptr)
