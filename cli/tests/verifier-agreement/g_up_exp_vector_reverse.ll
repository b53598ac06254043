define <4 x i32> @f(<4 x i32> %v) {
  %r = call <4 x i32> @llvm.experimental.vector.reverse.v4i32(<4 x i32> %v)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.experimental.vector.reverse.v4i32(<4 x i32>)
