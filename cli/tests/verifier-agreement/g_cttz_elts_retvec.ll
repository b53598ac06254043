define <4 x i32> @f(<4 x i1> %m) {
  %r = call <4 x i32> @llvm.experimental.cttz.elts.v4i32.v4i1(<4 x i1> %m, i1 true)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.experimental.cttz.elts.v4i32.v4i1(<4 x i1>, i1 immarg)
