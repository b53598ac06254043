define <2 x ptr> @f(<2 x i64> %p) {
  %r = inttoptr <2 x i64> %p to <2 x ptr>
  ret <2 x ptr> %r
}
