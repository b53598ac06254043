define void @f() {
  %a = alloca i32
  call void (...) @llvm.localescape(ptr %a)
  ret void
}
define ptr @g(ptr %fp) {
  %r = call ptr @llvm.localrecover(ptr @f, ptr %fp, i32 1)
  ret ptr %r
}
declare void @llvm.localescape(...)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg)
