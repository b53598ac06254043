define i32 @f() {
  %r = call i32 (...) @llvm.experimental.deoptimize.i32() [ "deopt"() ]
  ret i32 %r
}
define i64 @g() {
  %r = call preserve_mostcc i64 (...) @llvm.experimental.deoptimize.i64() [ "deopt"() ]
  ret i64 %r
}
declare i32 @llvm.experimental.deoptimize.i32(...)
declare preserve_mostcc i64 @llvm.experimental.deoptimize.i64(...)
