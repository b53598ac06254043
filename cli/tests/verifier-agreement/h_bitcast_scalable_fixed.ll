define <4 x i32> @f(<vscale x 4 x i32> %p) {
  %r = bitcast <vscale x 4 x i32> %p to <4 x i32>
  ret <4 x i32> %r
}
