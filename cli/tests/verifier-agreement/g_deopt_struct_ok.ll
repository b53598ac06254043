define { i32, i64 } @f() {
  %r = call { i32, i64 } (...) @llvm.experimental.deoptimize.sl_i32i64s() [ "deopt"() ]
  ret { i32, i64 } %r
}
declare { i32, i64 } @llvm.experimental.deoptimize.sl_i32i64s(...)
