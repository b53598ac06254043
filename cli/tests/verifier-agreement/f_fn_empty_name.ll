define void @""() {
  ret void
}
