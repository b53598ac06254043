define void @f(ptr %a, ptr %h) personality ptr null {
  invoke void @llvm.coro.await.suspend.void(ptr %a, ptr %h, ptr @w) to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare void @w(ptr, ptr)
declare void @llvm.coro.await.suspend.void(ptr, ptr, ptr)
