define void @f(ptr %i) presplitcoroutine {
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr %i)
  ret void
}
declare token @llvm.coro.id(i32, ptr, ptr, ptr)
