define i64 @f() {
  %r = call i32 (...) @llvm.experimental.deoptimize.i32() [ "deopt"() ]
  ret i64 0
}
declare i32 @llvm.experimental.deoptimize.i32(...)
