define <4 x ptr> @f(<vscale x 4 x ptr> %p, <4 x i64> %i) {
  %r = getelementptr i32, <vscale x 4 x ptr> %p, <4 x i64> %i
  ret <4 x ptr> %r
}
