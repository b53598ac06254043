define void @f() "no-jump-tables"="yes" {
  ret void
}
