define void @f(ptr %t) {
  %x = call anyregcc i64 (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.i64(i64 1, i32 15, ptr %t, i32 0)
  ret void
}
