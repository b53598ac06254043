define <2 x i32> @f(<2 x float> %p) {
  %r = fptosi <2 x float> %p to <2 x i32>
  ret <2 x i32> %r
}
