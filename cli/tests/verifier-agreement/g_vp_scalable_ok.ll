define <vscale x 4 x i32> @f(<vscale x 4 x i32> %a, <vscale x 4 x i1> %m, i32 %n) {
  %r = call <vscale x 4 x i32> @llvm.vp.mul.nxv4i32(<vscale x 4 x i32> %a, <vscale x 4 x i32> %a, <vscale x 4 x i1> %m, i32 %n)
  ret <vscale x 4 x i32> %r
}
declare <vscale x 4 x i32> @llvm.vp.mul.nxv4i32(<vscale x 4 x i32>, <vscale x 4 x i32>, <vscale x 4 x i1>, i32)
