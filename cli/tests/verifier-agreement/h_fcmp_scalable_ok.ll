define <vscale x 2 x i1> @f(<vscale x 2 x float> %a) {
  %r = fcmp fast oeq <vscale x 2 x float> %a, %a
  ret <vscale x 2 x i1> %r
}
