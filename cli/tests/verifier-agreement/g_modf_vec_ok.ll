define { <2 x float>, <2 x float> } @f(<2 x float> %x) {
  %r = call { <2 x float>, <2 x float> } @llvm.modf.v2f32(<2 x float> %x)
  ret { <2 x float>, <2 x float> } %r
}
declare { <2 x float>, <2 x float> } @llvm.modf.v2f32(<2 x float>)
