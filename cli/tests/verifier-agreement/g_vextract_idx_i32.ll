define <4 x i32> @f(<8 x i32> %v) {
  %r = call <4 x i32> @llvm.vector.extract.v4i32.v8i32(<8 x i32> %v, i32 0)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.vector.extract.v4i32.v8i32(<8 x i32>, i32 immarg)
