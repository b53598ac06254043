define { <2 x float>, i32 } @f(<2 x float> %x) {
  %r = call { <2 x float>, i32 } @llvm.frexp.v2f32.i32(<2 x float> %x)
  ret { <2 x float>, i32 } %r
}
declare { <2 x float>, i32 } @llvm.frexp.v2f32.i32(<2 x float>)
