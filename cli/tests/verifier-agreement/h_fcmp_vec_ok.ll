define <2 x i1> @f(<2 x float> %a) {
  %r = fcmp nnan oeq <2 x float> %a, %a
  ret <2 x i1> %r
}
