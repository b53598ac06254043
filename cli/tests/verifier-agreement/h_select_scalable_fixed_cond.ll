define <vscale x 2 x i32> @f(<2 x i1> %c, <vscale x 2 x i32> %a, <vscale x 2 x i32> %b) {
  %r = select <2 x i1> %c, <vscale x 2 x i32> %a, <vscale x 2 x i32> %b
  ret <vscale x 2 x i32> %r
}
