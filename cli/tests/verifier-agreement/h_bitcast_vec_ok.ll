define i64 @f(<2 x i32> %p) {
  %r = bitcast <2 x i32> %p to i64
  ret i64 %r
}
