define float @f(float %s, <4 x float> %v) {
  %r = call float @llvm.vector.reduce.fadd.v4f32(float %s, <4 x float> %v)
  ret float %r
}
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
