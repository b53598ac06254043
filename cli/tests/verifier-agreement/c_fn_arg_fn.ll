define void @f(void (i32) %x) {
  ret void
}
