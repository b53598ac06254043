define <4 x i32> @f(<4 x i32> %a, ptr %p) {
  %r = insertelement <4 x i32> %a, i32 1, ptr %p
  ret <4 x i32> %r
}
