define void @f() no_sanitize_address {
  ret void
}
