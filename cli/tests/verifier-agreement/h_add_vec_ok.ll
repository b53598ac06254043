define <4 x i32> @f(<4 x i32> %a) {
  %r = add nsw <4 x i32> %a, splat (i32 1)
  ret <4 x i32> %r
}
