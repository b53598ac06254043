define void @f() prologue i8 1 {
  ret void
}
