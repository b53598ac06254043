define <2 x i32> @f(<2 x i32> %a) {
  %r = shufflevector <2 x i32> %a, <2 x i32> poison, <2 x i8> <i8 0, i8 1>
  ret <2 x i32> %r
}
