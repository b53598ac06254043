define <2 x ptr> @f(<2 x ptr> %p) {
  %r = call <2 x ptr> @llvm.ptrmask.v2p0.v2i64(<2 x ptr> %p, <2 x i64> zeroinitializer)
  ret <2 x ptr> %r
}
declare <2 x ptr> @llvm.ptrmask.v2p0.v2i64(<2 x ptr>, <2 x i64>)
