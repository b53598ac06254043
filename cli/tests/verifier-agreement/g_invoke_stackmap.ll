define void @f() personality ptr null {
  invoke void (i64, i32, ...) @llvm.experimental.stackmap(i64 0, i32 0) to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare void @llvm.experimental.stackmap(i64 immarg, i32 immarg, ...)
