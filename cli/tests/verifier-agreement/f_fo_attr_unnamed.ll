define void @f() nounwind unnamed_addr {
  ret void
}
