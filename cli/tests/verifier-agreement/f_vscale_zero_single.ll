define void @f() vscale_range(0) {
  ret void
}
