define <vscale x 4 x i32> @f(<vscale x 4 x i32> %v, <4 x i32> %s) {
  %r = call <vscale x 4 x i32> @llvm.vector.insert.nxv4i32.v4i32(<vscale x 4 x i32> %v, <4 x i32> %s, i64 2)
  ret <vscale x 4 x i32> %r
}
declare <vscale x 4 x i32> @llvm.vector.insert.nxv4i32.v4i32(<vscale x 4 x i32>, <4 x i32>, i64 immarg)
