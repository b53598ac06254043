define void @f() comdat {
  ret void
}
