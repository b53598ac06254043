@v = global i32 0
define ptr @g(ptr %fp) {
  %r = call ptr @llvm.localrecover(ptr @v, ptr %fp, i32 0)
  ret ptr %r
}
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg)
