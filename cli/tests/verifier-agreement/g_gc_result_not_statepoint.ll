define i32 @f() gc "statepoint-example" {
  %r = call i32 @llvm.experimental.gc.result.i32(token none)
  ret i32 %r
}
declare i32 @llvm.experimental.gc.result.i32(token)
