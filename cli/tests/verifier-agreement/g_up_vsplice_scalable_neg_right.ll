define <vscale x 2 x i32> @f(<vscale x 2 x i32> %a) {
  %r = call <vscale x 2 x i32> @llvm.vector.splice.nxv2i32(<vscale x 2 x i32> %a, <vscale x 2 x i32> %a, i32 -2)
  ret <vscale x 2 x i32> %r
}
declare <vscale x 2 x i32> @llvm.vector.splice.nxv2i32(<vscale x 2 x i32>, <vscale x 2 x i32>, i32)
