define void @f() gc "statepoint-example" {
  %sp = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(i32 ()) @h, i32 0, i32 0, i32 0, i32 0) memory(write)
  ret void
}
declare i32 @h()
