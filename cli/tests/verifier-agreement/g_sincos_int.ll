define { i32, i32 } @f(i32 %x) {
  %r = call { i32, i32 } @llvm.sincos.i32(i32 %x)
  ret { i32, i32 } %r
}
declare { i32, i32 } @llvm.sincos.i32(i32)
