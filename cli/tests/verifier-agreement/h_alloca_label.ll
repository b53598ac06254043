define void @f() {
  %p = alloca label
  ret void
}
