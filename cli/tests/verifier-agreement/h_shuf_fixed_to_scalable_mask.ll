define <vscale x 2 x i32> @f(<2 x i32> %a) {
  %r = shufflevector <2 x i32> %a, <2 x i32> poison, <vscale x 2 x i32> zeroinitializer
  ret <vscale x 2 x i32> %r
}
