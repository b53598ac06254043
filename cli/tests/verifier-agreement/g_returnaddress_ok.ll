define ptr @f() {
  %r = call ptr @llvm.returnaddress(i32 0)
  ret ptr %r
}
declare ptr @llvm.returnaddress(i32 immarg)
