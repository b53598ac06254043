define <2 x i32> @f(<2 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <2 x i32> %a, <4 x i32> %b, <2 x i32> zeroinitializer
  ret <2 x i32> %r
}
