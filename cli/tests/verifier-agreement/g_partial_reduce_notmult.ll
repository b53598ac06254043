define <4 x i32> @f(<4 x i32> %acc, <6 x i32> %v) {
  %r = call <4 x i32> @llvm.vector.partial.reduce.add.v4i32.v6i32(<4 x i32> %acc, <6 x i32> %v)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.vector.partial.reduce.add.v4i32.v6i32(<4 x i32>, <6 x i32>)
