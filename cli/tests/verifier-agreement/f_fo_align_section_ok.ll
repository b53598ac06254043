define void @f() align 4 section "s" {
  ret void
}
