define <8 x i32> @f(<8 x i32> %acc, <4 x i32> %v) {
  %r = call <8 x i32> @llvm.vector.partial.reduce.add.v8i32.v4i32(<8 x i32> %acc, <4 x i32> %v)
  ret <8 x i32> %r
}
declare <8 x i32> @llvm.vector.partial.reduce.add.v8i32.v4i32(<8 x i32>, <4 x i32>)
