define <vscale x 2 x i32> @f(<vscale x 2 x i32> %a) {
  %r = shufflevector <vscale x 2 x i32> %a, <vscale x 2 x i32> %a, <vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 0, i64 0)
  ret <vscale x 2 x i32> %r
}
