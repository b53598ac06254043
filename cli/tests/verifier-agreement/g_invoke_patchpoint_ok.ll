define void @f() personality ptr null {
  invoke void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 0, i32 0, ptr null, i32 0) to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare void @llvm.experimental.patchpoint.void(i64 immarg, i32 immarg, ptr, i32 immarg, ...)
