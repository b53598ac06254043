define void @f(i64 %p) {
  store i32 0, i64 %p
  ret void
}
