define void @f(<0 x i32> %a) {
  ret void
}
