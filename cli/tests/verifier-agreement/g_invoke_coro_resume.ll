define void @f(ptr %h) personality ptr null {
  invoke void @llvm.coro.resume(ptr %h) to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare void @llvm.coro.resume(ptr)
