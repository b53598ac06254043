define float @f(<4 x float> %v) {
  %r = call float @llvm.vector.reduce.add.v4f32(<4 x float> %v)
  ret float %r
}
declare float @llvm.vector.reduce.add.v4f32(<4 x float>)
