define void @f() section "a" section "b" {
  ret void
}
