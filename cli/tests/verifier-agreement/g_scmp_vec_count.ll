define <2 x i8> @f(<4 x i32> %a, <4 x i32> %b) {
  %r = call <2 x i8> @llvm.scmp.v2i8.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <2 x i8> %r
}
declare <2 x i8> @llvm.scmp.v2i8.v4i32(<4 x i32>, <4 x i32>)
