define <2 x i64> @f(<2 x ptr> %p) {
  %r = ptrtoaddr <2 x ptr> %p to <2 x i64>
  ret <2 x i64> %r
}
