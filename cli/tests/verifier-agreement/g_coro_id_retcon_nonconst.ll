define ptr @f(ptr %b, i32 %sz) {
  %id = call token @llvm.coro.id.retcon(i32 %sz, i32 8, ptr %b, ptr @p, ptr @a, ptr @d)
  ret ptr null
}
declare ptr @p(ptr, i1)
declare ptr @a(i32)
declare void @d(ptr)
declare token @llvm.coro.id.retcon(i32 immarg, i32 immarg, ptr, ptr, ptr, ptr)
