define <2 x i32> @f(<4 x ptr> %p, <2 x i1> %m, i32 %n) {
  %r = call <2 x i32> @llvm.vp.gather.v2i32.v4p0(<4 x ptr> %p, <2 x i1> %m, i32 %n)
  ret <2 x i32> %r
}
declare <2 x i32> @llvm.vp.gather.v2i32.v4p0(<4 x ptr>, <2 x i1>, i32)
