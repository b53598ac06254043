define void @f() memory(none) readonly {
  ret void
}
