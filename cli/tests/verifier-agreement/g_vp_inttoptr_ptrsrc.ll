define <2 x ptr> @f(<2 x ptr> %a, <2 x i1> %m, i32 %n) {
  %r = call <2 x ptr> @llvm.vp.inttoptr.v2p0.v2p0(<2 x ptr> %a, <2 x i1> %m, i32 %n)
  ret <2 x ptr> %r
}
declare <2 x ptr> @llvm.vp.inttoptr.v2p0.v2p0(<2 x ptr>, <2 x i1>, i32)
