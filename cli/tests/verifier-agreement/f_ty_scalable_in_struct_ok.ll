define void @f({ <vscale x 4 x i32>, <vscale x 4 x i32> } %x) {
  ret void
}
