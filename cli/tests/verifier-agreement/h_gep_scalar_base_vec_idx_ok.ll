define <4 x ptr> @f(ptr %p, <4 x i64> %i) {
  %r = getelementptr i32, ptr %p, <4 x i64> %i
  ret <4 x ptr> %r
}
