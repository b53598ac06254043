define linkonce void @f() {
  ret void
}
