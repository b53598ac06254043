define void @f(i64 %p) {
  call void %p()
  ret void
}
