define void @f() section "s" align 4 {
  ret void
}
