define <2 x half> @f(<2 x float> %a) {
  %r = fptrunc nnan ninf <2 x float> %a to <2 x half>
  ret <2 x half> %r
}
