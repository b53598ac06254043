define ptr @f() {
  %p = call ptr @llvm.eh.exceptionpointer.p0(token none)
  ret ptr %p
}
declare ptr @llvm.eh.exceptionpointer.p0(token)
