define ptr @f(ptr %p) {
  %r = call ptr @llvm.ptrauth.strip(ptr %p, i32 0)
  ret ptr %r
}
declare ptr @llvm.ptrauth.strip(ptr, i32)
