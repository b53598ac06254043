define void @f() {
  %p = alloca metadata
  ret void
}
