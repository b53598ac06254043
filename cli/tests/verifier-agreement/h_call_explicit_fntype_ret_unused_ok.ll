define void @f(ptr %p) {
  call i32 (i32) %p(i32 1)
  ret void
}
