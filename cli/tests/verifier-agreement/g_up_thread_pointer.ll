define ptr @f() {
  %r = call ptr @llvm.thread.pointer()
  ret ptr %r
}
declare ptr @llvm.thread.pointer()
