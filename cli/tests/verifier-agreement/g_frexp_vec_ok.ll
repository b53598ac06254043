define { <2 x float>, <2 x i32> } @f(<2 x float> %x) {
  %r = call { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float> %x)
  ret { <2 x float>, <2 x i32> } %r
}
declare { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float>)
