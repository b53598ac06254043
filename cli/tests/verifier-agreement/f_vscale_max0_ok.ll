define void @f() vscale_range(2,0) {
  ret void
}
