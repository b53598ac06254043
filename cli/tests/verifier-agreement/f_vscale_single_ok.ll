define void @f() vscale_range(4) {
  ret void
}
