@info = constant [2 x ptr] [ptr @f, ptr null]
declare token @llvm.coro.id(i32, ptr, ptr, ptr)
define void @f() presplitcoroutine {
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr @info)
  ret void
}
