define <vscale x 4 x i1> @f(<vscale x 4 x i8> %a, <vscale x 4 x i8> %b, <vscale x 4 x i1> %m) {
  %r = call <vscale x 4 x i1> @llvm.experimental.vector.match.nxv4i8.nxv4i8(<vscale x 4 x i8> %a, <vscale x 4 x i8> %b, <vscale x 4 x i1> %m)
  ret <vscale x 4 x i1> %r
}
declare <vscale x 4 x i1> @llvm.experimental.vector.match.nxv4i8.nxv4i8(<vscale x 4 x i8>, <vscale x 4 x i8>, <vscale x 4 x i1>)
