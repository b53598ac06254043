define ptr @f(ptr %p) {
  %r = call ptr @llvm.preserve.struct.access.index.p0.p0(ptr elementtype({ i32, i32 }) %p, i32 1, i32 1)
  ret ptr %r
}
declare ptr @llvm.preserve.struct.access.index.p0.p0(ptr, i32 immarg, i32 immarg)
