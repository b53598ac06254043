define void @f() {
  %p = alloca token
  ret void
}
