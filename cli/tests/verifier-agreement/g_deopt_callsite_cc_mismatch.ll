define i32 @f() {
  %r = call preserve_mostcc i32 (...) @llvm.experimental.deoptimize.i32() [ "deopt"() ]
  ret i32 %r
}
declare i32 @llvm.experimental.deoptimize.i32(...)
