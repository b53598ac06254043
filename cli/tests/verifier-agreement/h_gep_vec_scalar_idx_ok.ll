define <2 x ptr> @f(<2 x ptr> %p, i64 %i) {
  %r = getelementptr i32, <2 x ptr> %p, i64 %i
  ret <2 x ptr> %r
}
