define <4 x ptr> @f(<4 x ptr> %a, <4 x ptr> %b) {
  %r = call <4 x ptr> @llvm.matrix.multiply.v4p0.v4p0.v4p0(<4 x ptr> %a, <4 x ptr> %b, i32 2, i32 2, i32 2)
  ret <4 x ptr> %r
}
declare <4 x ptr> @llvm.matrix.multiply.v4p0.v4p0.v4p0(<4 x ptr>, <4 x ptr>, i32 immarg, i32 immarg, i32 immarg)
