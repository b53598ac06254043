define void @f() align 0 {
  ret void
}
