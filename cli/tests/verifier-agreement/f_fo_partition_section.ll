define void @f() partition "p" section "s" {
  ret void
}
