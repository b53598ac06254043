define label @f() {
  ret void
}
