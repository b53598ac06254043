define void @f() personality ptr null {
  resume {ptr, i32} poison
}
