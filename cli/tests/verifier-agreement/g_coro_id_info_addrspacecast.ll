@i = addrspace(1) constant { i32 } { i32 1 }
define void @f() presplitcoroutine {
  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr addrspacecast (ptr addrspace(1) @i to ptr))
  ret void
}
declare token @llvm.coro.id(i32, ptr, ptr, ptr)
