define <vscale x 4 x i32> @f() {
  %r = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  ret <vscale x 4 x i32> %r
}
declare <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
