define { float, i32 } @f(float %x) {
  %r = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  ret { float, i32 } %r
}
declare { float, i32 } @llvm.frexp.f32.i32(float)
