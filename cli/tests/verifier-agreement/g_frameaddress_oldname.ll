define ptr @f() {
  %r = call ptr @llvm.frameaddress(i32 0)
  ret ptr %r
}
declare ptr @llvm.frameaddress(i32)
