define <4 x float> @f(ptr %p) {
  %r = call <4 x float> @llvm.matrix.column.major.load.v4f32.i64(ptr %p, i64 4294967295, i1 false, i32 -2147483646, i32 2)
  ret <4 x float> %r
}
declare <4 x float> @llvm.matrix.column.major.load.v4f32.i64(ptr, i64, i1 immarg, i32 immarg, i32 immarg)
