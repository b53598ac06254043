define ptr @f(i32 %n) {
  %r = call ptr @llvm.returnaddress(i32 %n)
  ret ptr %r
}
declare ptr @llvm.returnaddress(i32 immarg)
