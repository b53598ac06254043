define ptr @f() {
  %r = call ptr @llvm.returnaddress(i64 0)
  ret ptr %r
}
declare ptr @llvm.returnaddress(i64)
