define void @f() {
  ret void poison
}
