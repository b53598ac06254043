define void @f() vscale_range(0,4) {
  ret void
}
