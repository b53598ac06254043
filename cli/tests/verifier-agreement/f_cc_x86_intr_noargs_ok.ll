define x86_intrcc void @f() {
  ret void
}
