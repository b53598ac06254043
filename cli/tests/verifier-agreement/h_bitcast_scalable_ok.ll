define <vscale x 2 x i64> @f(<vscale x 4 x i32> %p) {
  %r = bitcast <vscale x 4 x i32> %p to <vscale x 2 x i64>
  ret <vscale x 2 x i64> %r
}
