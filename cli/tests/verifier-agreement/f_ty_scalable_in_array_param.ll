define void @f([2 x <vscale x 4 x i32>] %x) {
  ret void
}
