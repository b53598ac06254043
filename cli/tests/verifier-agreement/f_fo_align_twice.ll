define void @f() align 4 align 8 {
  ret void
}
