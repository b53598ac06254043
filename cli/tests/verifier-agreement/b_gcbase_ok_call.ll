declare ptr @llvm.experimental.gc.get.pointer.base.p0.p0(ptr)
define ptr @f(ptr %p) gc "statepoint-example" {
  %b = call ptr @llvm.experimental.gc.get.pointer.base.p0.p0(ptr %p)
  ret ptr %b
}
