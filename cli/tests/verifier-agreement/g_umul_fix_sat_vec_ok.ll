define <4 x i16> @f(<4 x i16> %a, <4 x i16> %b) {
  %r = call <4 x i16> @llvm.umul.fix.sat.v4i16(<4 x i16> %a, <4 x i16> %b, i32 16)
  ret <4 x i16> %r
}
declare <4 x i16> @llvm.umul.fix.sat.v4i16(<4 x i16>, <4 x i16>, i32 immarg)
