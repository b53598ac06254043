define <vscale x 4 x i32> @f(<vscale x 4 x i32> %x) {
  %r = call <vscale x 4 x i32> @llvm.ctpop.v4i32(<vscale x 4 x i32> %x)
  ret <vscale x 4 x i32> %r
}
declare <vscale x 4 x i32> @llvm.ctpop.v4i32(<vscale x 4 x i32>)
