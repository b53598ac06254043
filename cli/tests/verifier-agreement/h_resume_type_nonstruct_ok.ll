define void @f() personality ptr null {
  resume i32 0
}
