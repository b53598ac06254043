define void @f() align 4294967296 {
  ret void
}
