define void @f() {
  fence
  ret void
}
