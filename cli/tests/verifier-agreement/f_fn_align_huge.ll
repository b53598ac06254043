define void @f() align 8589934592 {
  ret void
}
