define <4 x i32> @f(<4 x i32> %a) {
  %r = insertelement <4 x i32> %a, i32 1, i64 0
  ret <4 x i32> %r
}
