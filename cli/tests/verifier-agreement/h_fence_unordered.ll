define void @f() {
  fence unordered
  ret void
}
