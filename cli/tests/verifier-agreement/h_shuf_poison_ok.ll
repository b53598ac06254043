define <4 x i32> @f(<2 x i32> %a) {
  %r = shufflevector <2 x i32> %a, <2 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 3, i32 undef>
  ret <4 x i32> %r
}
