define <vscale x 4 x i32> @f(<vscale x 4 x i32> %a) {
  %r = shufflevector <vscale x 4 x i32> %a, <vscale x 4 x i32> poison, <vscale x 4 x i32> splat (i32 1)
  ret <vscale x 4 x i32> %r
}
