define <2 x float> @f(<2 x i32> %a) {
  %r = uitofp nneg <2 x i32> %a to <2 x float>
  ret <2 x float> %r
}
