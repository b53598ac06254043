define <4 x i64> @f(<vscale x 4 x i32> %p) {
  %r = zext <vscale x 4 x i32> %p to <4 x i64>
  ret <4 x i64> %r
}
