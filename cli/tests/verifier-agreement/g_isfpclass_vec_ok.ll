define <2 x i1> @f(<2 x float> %x) {
  %r = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %x, i32 3)
  ret <2 x i1> %r
}
declare <2 x i1> @llvm.is.fpclass.v2f32(<2 x float>, i32 immarg)
