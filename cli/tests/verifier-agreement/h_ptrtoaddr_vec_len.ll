define <4 x i64> @f(<2 x ptr> %p) {
  %r = ptrtoaddr <2 x ptr> %p to <4 x i64>
  ret <4 x i64> %r
}
