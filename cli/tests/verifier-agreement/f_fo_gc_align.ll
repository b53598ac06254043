define void @f() gc "x" align 4 {
  ret void
}
