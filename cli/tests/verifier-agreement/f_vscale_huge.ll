define void @f() vscale_range(1,4294967296) {
  ret void
}
