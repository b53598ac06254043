define void @f(ptr %p) {
  call i32 %p
  ret void
}
