define void @f() prefalign(16) {
  ret void
}
