define <4 x i8> @f(<4 x i8> %x) {
  %r = call <4 x i8> @llvm.abs.v4i8(<4 x i8> %x, i1 false)
  ret <4 x i8> %r
}
declare <4 x i8> @llvm.abs.v4i8(<4 x i8>, i1 immarg)
