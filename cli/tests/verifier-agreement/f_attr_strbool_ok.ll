define void @f() "no-jump-tables"="true" {
  ret void
}
