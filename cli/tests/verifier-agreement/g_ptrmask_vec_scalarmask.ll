define <2 x ptr> @f(<2 x ptr> %p) {
  %r = call <2 x ptr> @llvm.ptrmask.v2p0.i64(<2 x ptr> %p, i64 -8)
  ret <2 x ptr> %r
}
declare <2 x ptr> @llvm.ptrmask.v2p0.i64(<2 x ptr>, i64)
