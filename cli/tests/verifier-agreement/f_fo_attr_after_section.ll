define void @f() section "s" nounwind {
  ret void
}
