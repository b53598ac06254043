define void @f({ <vscale x 4 x i32>, i32 } %x) {
  ret void
}
