define void @f(<vscale x 0 x i32> %a) {
  ret void
}
