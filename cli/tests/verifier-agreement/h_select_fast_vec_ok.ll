define <2 x float> @f(i1 %c, <2 x float> %a, <2 x float> %b) {
  %r = select nnan i1 %c, <2 x float> %a, <2 x float> %b
  ret <2 x float> %r
}
