@i = constant { i32 } { i32 1 }
define void @f() presplitcoroutine {
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr @i)
  ret void
}
declare token @llvm.coro.id(i32, ptr, ptr, ptr)
