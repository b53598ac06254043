define { i32, i32 } @f() gc "statepoint-example" {
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype({ i32, i32 } ()) @h, i32 0, i32 0, i32 0, i32 0)
  %r = call { i32, i32 } @llvm.experimental.gc.result.sl_i32i32s(token %t)
  ret { i32, i32 } %r
}
declare { i32, i32 } @h()
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
declare { i32, i32 } @llvm.experimental.gc.result.sl_i32i32s(token)
