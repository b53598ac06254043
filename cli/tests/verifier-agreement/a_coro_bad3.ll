declare token @llvm.coro.id(i32, ptr, ptr, ptr)
define void @f(ptr %p) presplitcoroutine {
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr %p)
  ret void
}
