define void @f() align 3 {
  ret void
}
