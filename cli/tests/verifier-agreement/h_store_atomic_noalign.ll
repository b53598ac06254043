define void @f(ptr %p) {
  store atomic i32 0, ptr %p release
  ret void
}
