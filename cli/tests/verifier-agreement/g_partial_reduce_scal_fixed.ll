define <vscale x 4 x i32> @f(<vscale x 4 x i32> %acc, <16 x i32> %v) {
  %r = call <vscale x 4 x i32> @llvm.vector.partial.reduce.add.nxv4i32.v16i32(<vscale x 4 x i32> %acc, <16 x i32> %v)
  ret <vscale x 4 x i32> %r
}
declare <vscale x 4 x i32> @llvm.vector.partial.reduce.add.nxv4i32.v16i32(<vscale x 4 x i32>, <16 x i32>)
