define i32 @f() {
  %r = call i32 (...) @llvm.experimental.deoptimize.i32() [ "deopt"() ]
  %x = add i32 %r, 1
  ret i32 %x
}
declare i32 @llvm.experimental.deoptimize.i32(...)
