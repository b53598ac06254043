define <8 x i32> @f(<8 x i32> %v, <4 x i32> %s) {
  %r = call <8 x i32> @llvm.experimental.vector.insert.v8i32.v4i32(<8 x i32> %v, <4 x i32> %s, i64 4)
  ret <8 x i32> %r
}
declare <8 x i32> @llvm.experimental.vector.insert.v8i32.v4i32(<8 x i32>, <4 x i32>, i64)
