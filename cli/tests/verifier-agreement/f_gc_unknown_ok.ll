define void @f() gc "nonexistent-gc" {
  ret void
}
