define ptr @f(i32 %n) {
  %r = call ptr @llvm.frameaddress.p0(i32 %n)
  ret ptr %r
}
declare ptr @llvm.frameaddress.p0(i32 immarg)
