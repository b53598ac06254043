define <2 x i32> @f(<2 x i32> %a, <2 x i32> %b) {
  %r = shufflevector <2 x i32> %a, <2 x i32> %b, <2 x i32> <i32 3, i32 2>
  ret <2 x i32> %r
}
