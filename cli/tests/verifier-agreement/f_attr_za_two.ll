define void @f() "aarch64_new_za" "aarch64_in_za" {
  ret void
}
