define <4 x i32> @f(<4 x i32> %v, <4 x i1> %m) {
  %r = call <4 x i32> @llvm.experimental.vector.compress.v4i32(<4 x i32> %v, <4 x i1> %m, <4 x i32> poison)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.experimental.vector.compress.v4i32(<4 x i32>, <4 x i1>, <4 x i32>)
