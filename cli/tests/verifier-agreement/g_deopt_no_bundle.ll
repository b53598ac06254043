define i32 @f() {
  %r = call i32 (...) @llvm.experimental.deoptimize.i32()
  ret i32 %r
}
declare i32 @llvm.experimental.deoptimize.i32(...)
