define <3 x i32> @f(<2 x i32> %a) {
  %r = shufflevector <2 x i32> %a, <2 x i32> poison, <3 x i32> undef
  ret <3 x i32> %r
}
