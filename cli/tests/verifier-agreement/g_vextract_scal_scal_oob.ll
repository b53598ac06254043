define <vscale x 4 x i32> @f(<vscale x 8 x i32> %v) {
  %r = call <vscale x 4 x i32> @llvm.vector.extract.nxv4i32.nxv8i32(<vscale x 8 x i32> %v, i64 8)
  ret <vscale x 4 x i32> %r
}
declare <vscale x 4 x i32> @llvm.vector.extract.nxv4i32.nxv8i32(<vscale x 8 x i32>, i64 immarg)
