define <2 x i32> @f(<2 x i32> %a, <2 x i32> %m) {
  %r = shufflevector <2 x i32> %a, <2 x i32> poison, <2 x i32> %m
  ret <2 x i32> %r
}
