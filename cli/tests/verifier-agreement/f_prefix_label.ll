define void @f() prefix label %x {
  ret void
}
