define <4 x i32> @f(<vscale x 4 x i32> %v) {
  %r = call <4 x i32> @llvm.vector.extract.v4i32.nxv4i32(<vscale x 4 x i32> %v, i64 8)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.vector.extract.v4i32.nxv4i32(<vscale x 4 x i32>, i64 immarg)
