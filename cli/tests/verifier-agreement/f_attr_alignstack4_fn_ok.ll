define void @f() alignstack(4) {
  ret void
}
