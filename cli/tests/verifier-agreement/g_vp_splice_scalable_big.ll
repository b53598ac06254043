define <vscale x 2 x i32> @f(<vscale x 2 x i32> %a, <vscale x 2 x i1> %m, i32 %n) {
  %r = call <vscale x 2 x i32> @llvm.experimental.vp.splice.nxv2i32(<vscale x 2 x i32> %a, <vscale x 2 x i32> %a, i32 -9, <vscale x 2 x i1> %m, i32 %n, i32 %n)
  ret <vscale x 2 x i32> %r
}
declare <vscale x 2 x i32> @llvm.experimental.vp.splice.nxv2i32(<vscale x 2 x i32>, <vscale x 2 x i32>, i32 immarg, <vscale x 2 x i1>, i32, i32)
