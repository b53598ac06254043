define <4 x i32> @f(<2 x float> %p) {
  %r = fptosi <2 x float> %p to <4 x i32>
  ret <4 x i32> %r
}
