define <2 x ptr> @f(<2 x ptr> %p) {
  %r = bitcast <2 x ptr> %p to <2 x ptr>
  ret <2 x ptr> %r
}
