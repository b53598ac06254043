target datalayout = "G1"
define ptr @f() {
  %r = call ptr @llvm.thread.pointer.p0()
  ret ptr %r
}
declare ptr @llvm.thread.pointer.p0()
