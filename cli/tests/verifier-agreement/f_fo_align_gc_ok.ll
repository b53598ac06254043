define void @f() align 4 gc "x" {
  ret void
}
