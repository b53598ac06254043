define <2 x i32> @f(<2 x i32> %a) {
  %r = fadd <2 x i32> %a, %a
  ret <2 x i32> %r
}
