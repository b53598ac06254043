define [2 x i32] @f(i64 %p) {
  %r = bitcast i64 %p to [2 x i32]
  ret [2 x i32] %r
}
