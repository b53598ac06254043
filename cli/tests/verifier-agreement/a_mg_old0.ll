declare <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr>, i32, <4 x i1>, <4 x i32>)
define <4 x i32> @f(<4 x ptr> %p, <4 x i1> %m, <4 x i32> %pt) {
  %x = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> %p, i32 0, <4 x i1> %m, <4 x i32> %pt)
  ret <4 x i32> %x
}
