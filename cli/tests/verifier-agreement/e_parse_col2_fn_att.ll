define void @f() !prof !"x" {
  ret void
}
