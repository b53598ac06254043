define void @f() #0 {
  ret void
}
