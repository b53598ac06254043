define <8 x i32> @f(<8 x i32> %v, <4 x i16> %s) {
  %r = call <8 x i32> @llvm.vector.insert.v8i32.v4i16(<8 x i32> %v, <4 x i16> %s, i64 0)
  ret <8 x i32> %r
}
declare <8 x i32> @llvm.vector.insert.v8i32.v4i16(<8 x i32>, <4 x i16>, i64 immarg)
