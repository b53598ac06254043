define ptr @f() {
  %r = call ptr @llvm.sponentry.p0()
  ret ptr %r
}
declare ptr @llvm.sponentry.p0()
