define void @f() {
  %x = add void undef, undef
  ret void
}
