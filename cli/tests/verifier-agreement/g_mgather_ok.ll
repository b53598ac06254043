define <2 x i32> @f(<2 x ptr> %p, <2 x i1> %m) {
  %r = call <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> align 4 %p, <2 x i1> %m, <2 x i32> poison)
  ret <2 x i32> %r
}
declare <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr>, <2 x i1>, <2 x i32>)
