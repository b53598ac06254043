define void @f() gc "x" section "s" {
  ret void
}
