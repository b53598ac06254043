define <2 x i32> @f(<2 x i32> %a, <4 x i32> %b) {
  %r = add <2 x i32> %a, %b
  ret <2 x i32> %r
}
