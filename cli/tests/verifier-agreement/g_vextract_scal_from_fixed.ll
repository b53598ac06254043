define <vscale x 2 x i32> @f(<8 x i32> %v) {
  %r = call <vscale x 2 x i32> @llvm.vector.extract.nxv2i32.v8i32(<8 x i32> %v, i64 0)
  ret <vscale x 2 x i32> %r
}
declare <vscale x 2 x i32> @llvm.vector.extract.nxv2i32.v8i32(<8 x i32>, i64 immarg)
