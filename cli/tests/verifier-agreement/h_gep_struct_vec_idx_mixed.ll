define <2 x ptr> @f(ptr %p) {
  %r = getelementptr {i32, i32}, ptr %p, i64 0, <2 x i32> <i32 0, i32 1>
  ret <2 x ptr> %r
}
