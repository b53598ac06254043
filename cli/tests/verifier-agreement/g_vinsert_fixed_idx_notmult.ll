define <8 x i32> @f(<8 x i32> %v, <2 x i32> %s) {
  %r = call <8 x i32> @llvm.vector.insert.v8i32.v2i32(<8 x i32> %v, <2 x i32> %s, i64 3)
  ret <8 x i32> %r
}
declare <8 x i32> @llvm.vector.insert.v8i32.v2i32(<8 x i32>, <2 x i32>, i64 immarg)
