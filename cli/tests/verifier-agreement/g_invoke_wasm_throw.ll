define void @f(ptr %p) personality ptr null {
  invoke void @llvm.wasm.throw(i32 0, ptr %p) to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare void @llvm.wasm.throw(i32 immarg, ptr)
