define <2 x i8> @f(<2 x i8> %x) {
  %r = call <2 x i8> @llvm.bswap.v2i8(<2 x i8> %x)
  ret <2 x i8> %r
}
declare <2 x i8> @llvm.bswap.v2i8(<2 x i8>)
