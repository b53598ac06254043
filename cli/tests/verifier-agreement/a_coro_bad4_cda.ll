@info = constant [2 x i32] [i32 1, i32 2]
declare token @llvm.coro.id(i32, ptr, ptr, ptr)
define void @f() presplitcoroutine {
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr @info)
  ret void
}
