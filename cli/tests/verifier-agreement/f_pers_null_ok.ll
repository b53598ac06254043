define void @f() personality ptr null {
  ret void
}
