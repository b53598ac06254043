define void @f() "aarch64_new_zt0" "aarch64_out_zt0" {
  ret void
}
