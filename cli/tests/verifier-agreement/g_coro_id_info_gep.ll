@i = constant { i32, i32 } { i32 1, i32 2 }
define void @f() presplitcoroutine {
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr getelementptr (i8, ptr @i, i64 4))
  ret void
}
declare token @llvm.coro.id(i32, ptr, ptr, ptr)
