define void @f(ptr %p) {
  call void (i32) %p(i32 1)
  ret void
}
