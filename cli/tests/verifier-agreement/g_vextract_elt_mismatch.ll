define <4 x i16> @f(<8 x i32> %v) {
  %r = call <4 x i16> @llvm.vector.extract.v4i16.v8i32(<8 x i32> %v, i64 0)
  ret <4 x i16> %r
}
declare <4 x i16> @llvm.vector.extract.v4i16.v8i32(<8 x i32>, i64 immarg)
