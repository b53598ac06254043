define void @f() {
  fence acquire release
  ret void
}
