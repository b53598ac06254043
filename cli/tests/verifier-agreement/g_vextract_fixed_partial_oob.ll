define <4 x i32> @f(<6 x i32> %v) {
  %r = call <4 x i32> @llvm.vector.extract.v4i32.v6i32(<6 x i32> %v, i64 4)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.vector.extract.v4i32.v6i32(<6 x i32>, i64 immarg)
