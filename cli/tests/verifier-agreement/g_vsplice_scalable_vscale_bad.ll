define <vscale x 2 x i32> @f(<vscale x 2 x i32> %a) vscale_range(4,4) {
  %r = call <vscale x 2 x i32> @llvm.vector.splice.nxv2i32(<vscale x 2 x i32> %a, <vscale x 2 x i32> %a, i32 8)
  ret <vscale x 2 x i32> %r
}
declare <vscale x 2 x i32> @llvm.vector.splice.nxv2i32(<vscale x 2 x i32>, <vscale x 2 x i32>, i32 immarg)
