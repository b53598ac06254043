define void @f() alignstack(3) {
  ret void
}
