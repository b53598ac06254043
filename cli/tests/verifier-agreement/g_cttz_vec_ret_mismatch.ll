define <2 x i32> @f(<2 x i64> %x) {
  %r = call <2 x i32> @llvm.cttz.v2i64(<2 x i64> %x, i1 false)
  ret <2 x i32> %r
}
declare <2 x i32> @llvm.cttz.v2i64(<2 x i64>, i1 immarg)
