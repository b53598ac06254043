define <6 x float> @f(ptr %p) {
  %r = call <6 x float> @llvm.matrix.column.major.load.v6f32.i64(ptr %p, i64 1, i1 false, i32 2, i32 3)
  ret <6 x float> %r
}
declare <6 x float> @llvm.matrix.column.major.load.v6f32.i64(ptr, i64, i1 immarg, i32 immarg, i32 immarg)
