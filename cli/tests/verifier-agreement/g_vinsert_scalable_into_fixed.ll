define <8 x i32> @f(<8 x i32> %v, <vscale x 4 x i32> %s) {
  %r = call <8 x i32> @llvm.vector.insert.v8i32.nxv4i32(<8 x i32> %v, <vscale x 4 x i32> %s, i64 0)
  ret <8 x i32> %r
}
declare <8 x i32> @llvm.vector.insert.v8i32.nxv4i32(<8 x i32>, <vscale x 4 x i32>, i64 immarg)
