define <2 x i16> @f(<2 x i32> %a, <2 x i1> %m, i32 %n) {
  %r = call <2 x i16> @llvm.vp.zext.v2i16.v2i32(<2 x i32> %a, <2 x i1> %m, i32 %n)
  ret <2 x i16> %r
}
declare <2 x i16> @llvm.vp.zext.v2i16.v2i32(<2 x i32>, <2 x i1>, i32)
