define <vscale x 16 x i8> @f(<vscale x 2 x i8> %a) {
  %r = call <vscale x 16 x i8> @llvm.vector.interleave8.nxv16i8(<vscale x 2 x i8> %a, <vscale x 2 x i8> %a, <vscale x 2 x i8> %a, <vscale x 2 x i8> %a, <vscale x 2 x i8> %a, <vscale x 2 x i8> %a, <vscale x 2 x i8> %a, <vscale x 2 x i8> %a)
  ret <vscale x 16 x i8> %r
}
declare <vscale x 16 x i8> @llvm.vector.interleave8.nxv16i8(<vscale x 2 x i8>, <vscale x 2 x i8>, <vscale x 2 x i8>, <vscale x 2 x i8>, <vscale x 2 x i8>, <vscale x 2 x i8>, <vscale x 2 x i8>, <vscale x 2 x i8>)
