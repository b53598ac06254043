define ptr @f() {
  ret ptr @llvm.donothing
}
declare void @llvm.donothing()
