define void @f(i32 vscale_range(1,2) %x) {
  ret void
}
