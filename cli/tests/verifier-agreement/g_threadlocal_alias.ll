@g = thread_local global i32 0
@a = thread_local alias i32, ptr @g
define ptr @f() {
  %r = call ptr @llvm.threadlocal.address.p0(ptr @a)
  ret ptr %r
}
declare ptr @llvm.threadlocal.address.p0(ptr)
