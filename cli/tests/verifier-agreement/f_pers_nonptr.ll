define void @f() personality i32 0 {
  ret void
}
