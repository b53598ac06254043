define ptr @f(ptr %p) {
  %r = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr null, ptr null, i32 0)
  ret ptr %r
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32)
