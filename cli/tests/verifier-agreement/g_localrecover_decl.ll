declare void @h()
define ptr @g(ptr %fp) {
  %r = call ptr @llvm.localrecover(ptr @h, ptr %fp, i32 0)
  ret ptr %r
}
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg)
