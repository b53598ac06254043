define void @f() presplitcoroutine {
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr undef)
  ret void
}
declare token @llvm.coro.id(i32, ptr, ptr, ptr)
