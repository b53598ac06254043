define void @f({ <vscale x 4 x i32>, <vscale x 2 x i64> } %x) {
  ret void
}
