define void @f() personality ptr null prefix i32 1 {
  ret void
}
