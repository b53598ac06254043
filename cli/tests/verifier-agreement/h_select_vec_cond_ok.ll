define <2 x i32> @f(<2 x i1> %c, <2 x i32> %a, <2 x i32> %b) {
  %r = select <2 x i1> %c, <2 x i32> %a, <2 x i32> %b
  ret <2 x i32> %r
}
