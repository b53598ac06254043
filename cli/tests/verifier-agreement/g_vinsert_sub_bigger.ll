define <4 x i32> @f(<4 x i32> %v, <8 x i32> %s) {
  %r = call <4 x i32> @llvm.vector.insert.v4i32.v8i32(<4 x i32> %v, <8 x i32> %s, i64 0)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.vector.insert.v4i32.v8i32(<4 x i32>, <8 x i32>, i64 immarg)
