define ptr @f() {
  %r = call ptr @llvm.eh.sjlj.lsda()
  ret ptr %r
}
declare ptr @llvm.eh.sjlj.lsda()
