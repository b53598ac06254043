define extern_weak void @f() {
  ret void
}
