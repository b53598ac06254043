define void @f(i32 %a) presplitcoroutine {
  %id = call token @llvm.coro.id(i32 %a, ptr null, ptr null, ptr null)
  ret void
}
declare token @llvm.coro.id(i32 immarg, ptr, ptr, ptr)
