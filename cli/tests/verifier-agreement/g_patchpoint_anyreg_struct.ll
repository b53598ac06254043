define void @f() {
  %r = call anyregcc { i64, i64 } (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.sl_i64i64s(i64 0, i32 0, ptr null, i32 0)
  ret void
}
declare { i64, i64 } @llvm.experimental.patchpoint.sl_i64i64s(i64 immarg, i32 immarg, ptr, i32 immarg, ...)
