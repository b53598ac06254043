define <4 x ptr> @f(ptr %p, <4 x i64> %i, <2 x i64> %j) {
  %r = getelementptr [4 x i32], ptr %p, <4 x i64> %i, <2 x i64> %j
  ret <4 x ptr> %r
}
