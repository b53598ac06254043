define <vscale x 8 x i32> @f(<vscale x 8 x i32> %v, <vscale x 4 x i32> %s) {
  %r = call <vscale x 8 x i32> @llvm.vector.insert.nxv8i32.nxv4i32(<vscale x 8 x i32> %v, <vscale x 4 x i32> %s, i64 8)
  ret <vscale x 8 x i32> %r
}
declare <vscale x 8 x i32> @llvm.vector.insert.nxv8i32.nxv4i32(<vscale x 8 x i32>, <vscale x 4 x i32>, i64 immarg)
